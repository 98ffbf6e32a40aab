import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../ui/button';
import { applyServerErrors } from '../../ui/form/server-errors';
import { TextField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';

/** Part 3 §5: the code is required and numeric (spaces and dashes copied along are allowed). */
const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'js.required')
    .regex(/^[\d\s-]+$/, 'errors.two_factor.invalid_code'),
});

export type CodeFormProps = {
  label: string;
  hint?: string;
  submitLabel: string;
  /** Sends the code; a rejected promise's server errors are shown on the field. */
  onCode: (code: string) => Promise<unknown>;
  submitVariant?: 'primary' | 'danger';
};

/** One code field; a wrong code (400) shows the server's invalid_code under it, anything else the generic error. */
export const CodeForm = ({ label, hint, submitLabel, onCode, submitVariant = 'primary' }: CodeFormProps) => {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useZodForm(codeSchema, {
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    try {
      await onCode(code.replace(/[\s-]/g, ''));
    } catch (error) {
      applyServerErrors(error, setError, t, { fields: ['code'] });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        control={control}
        name="code"
        label={label}
        hint={hint}
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={40}
        autoFocus
      />
      <Button type="submit" variant={submitVariant} loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
};
