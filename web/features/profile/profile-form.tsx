import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { type MemberProfileForm, PROFILE_VALUE_MAX_LENGTH } from '../../../contract/members';
import { Button } from '../../ui/button';
import { DateField } from '../../ui/form/date-time-fields';
import { applyServerErrors } from '../../ui/form/server-errors';
import { TextField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';

const schema = z.object({
  birthday: z.string(),
  profile: z.record(z.string(), z.string().max(PROFILE_VALUE_MAX_LENGTH)),
});
type Values = z.infer<typeof schema>;

const INPUT_TYPES = { text: 'text', email: 'email', phone: 'tel', url: 'url' } as const;

/** Server paths (`member.profile.position`, `member.birthday`) to the form's fields. */
const fieldOf = (path: string) => {
  const field = path.replace(/^member\./, '');
  if (field === 'birthday') return 'birthday' as const;
  return field.startsWith('profile.') ? (field as `profile.${string}`) : null;
};

/**
 * The birthday and the network's profile fields; the name is shown, not changed here. Fields the
 * server marks `locked` are read-only and not sent: they change through a change request.
 */
export const ProfileForm = ({
  form,
  onSave,
  onDone,
  submitLabel,
  cancelLabel,
}: {
  form: MemberProfileForm;
  onSave: (values: { birthday: string | null; profile: Record<string, string> }) => Promise<void>;
  /** Where to go after saving, once the form is clean; also what cancel does. */
  onDone: () => void;
  submitLabel?: string;
  cancelLabel?: string;
}) => {
  const { t } = useTranslation();
  const defaultValues: Values = {
    birthday: form.birthday ?? '',
    profile: Object.fromEntries(form.profile_fields.map((field) => [field.key, field.value])),
  };
  const { control, handleSubmit, formState, setError, reset } = useZodForm(schema, { defaultValues });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);

  const submit = handleSubmit(async (values) => {
    try {
      const locked = new Set(form.profile_fields.filter((field) => field.locked).map((field) => field.key));
      const profile = Object.fromEntries(Object.entries(values.profile).filter(([key]) => !locked.has(key)));
      await onSave({ birthday: values.birthday || null, profile });
      // The unsaved-changes blocker must see the clean form before the navigation it would stop.
      flushSync(() => reset(values));
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf });
    }
  });

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      <dl className="grid gap-1 text-sm">
        <dt className="font-medium text-ink">{t('js.profile.name')}</dt>
        <dd className="text-muted">
          {form.first_name} {form.last_name}
        </dd>
      </dl>
      <DateField control={control} name="birthday" label={t('js.profile.birthday')} />
      {form.profile_fields.map((field) => (
        <TextField
          key={field.key}
          control={control}
          name={`profile.${field.key}`}
          label={field.label}
          type={INPUT_TYPES[field.type]}
          maxLength={PROFILE_VALUE_MAX_LENGTH}
          disabled={field.locked}
          hint={field.locked ? t('js.profile.locked_hint') : undefined}
        />
      ))}
      {form.can.request_changes ? (
        <p className="text-sm">
          <Link className="text-primary underline-offset-2 hover:underline" to="/change_requests/new">
            {t('js.profile.request_changes')}
          </Link>
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button onClick={onDone}>{cancelLabel ?? t('js.cancel')}</Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          {submitLabel ?? t('js.save')}
        </Button>
      </div>
    </form>
  );
};
