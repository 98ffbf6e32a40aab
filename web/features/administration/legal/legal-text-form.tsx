import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { deriveHandle, type LegalTextInput } from '../../../../contract/legal-texts';
import { Button } from '../../../ui/button';
import { fieldErrorTexts } from '../../../ui/form/field-message';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextareaField, TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { FormField, inputClasses } from '../../../ui/form-field';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { RichTextField } from './rich-text-field';

const required = (key: string) => `errors.legal_texts.${key}_required`;

/** Name, statement, handle and text are required (part 3 section 5). */
const schema = z.object({
  name: z.string().trim().min(1, required('name')).max(200),
  statement: z.string().trim().min(1, required('statement')).max(2000),
  handle: z.string().max(200),
  text: z.string().min(1, required('text')).max(200_000),
});
const FIELDS = ['name', 'statement', 'handle', 'text'] as const;
const fieldOf = (path: string) => {
  const name = path.replace(/^legal_text\./, '');
  return (FIELDS as readonly string[]).includes(name) ? (name as (typeof FIELDS)[number]) : null;
};

type Props = {
  /** The text being edited; its handle is fixed. Without it, a new text whose handle follows the name. */
  initial?: LegalTextInput;
  onSubmit: (values: LegalTextInput) => Promise<unknown>;
};

export const LegalTextForm = ({ initial, onSubmit }: Props) => {
  const { t } = useTranslation();
  const editing = Boolean(initial);
  const { control, handleSubmit, formState, setError, watch } = useZodForm(schema, {
    defaultValues: initial ?? { name: '', statement: '', handle: '', text: '' },
  });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitting);
  const submit = handleSubmit((values) =>
    onSubmit({ ...values, handle: editing ? values.handle : deriveHandle(values.name) }).catch(
      (error: unknown) => applyServerErrors(error, setError, t, { fieldOf }),
    ),
  );
  // A new text's handle follows its name (part 3 section 5); an existing text keeps its handle.
  const name = watch('name');
  const handle = editing ? (initial?.handle ?? '') : deriveHandle(name);
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField control={control} name="name" label={t('js.legal.name')} required maxLength={200} />
      <FormField
        label={t('js.legal.handle')}
        hint={editing ? t('js.legal.handle_fixed') : t('js.legal.handle_hint')}
        error={fieldErrorTexts(t, formState.errors.handle)}
      >
        <input className={inputClasses} value={handle ? `/legal/${handle}` : ''} readOnly aria-readonly />
      </FormField>
      <TextareaField control={control} name="statement" label={t('js.legal.statement')} rows={2} required />
      <RichTextField control={control} name="text" label={t('js.legal.text')} required />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {editing ? t('js.legal.save') : t('js.legal.create')}
      </Button>
    </form>
  );
};
