import { Clock } from 'lucide-react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import type { ChangeRequestForm } from '../../../contract/change-requests';
import { PROFILE_VALUE_MAX_LENGTH } from '../../../contract/members';
import { isApiError } from '../../app/api/client';
import { useMe } from '../../app/api/use-me';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatDateTime } from '../../i18n/dates';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { applyServerErrors } from '../../ui/form/server-errors';
import { TextField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';
import { NotFoundPage } from '../errors';
import { useChangeRequestForm, useCreateChangeRequest } from './api/use-change-requests';

const schema = z.object({ profile: z.record(z.string(), z.string().max(PROFILE_VALUE_MAX_LENGTH)) });
const INPUT_TYPES = { text: 'text', email: 'email', phone: 'tel', url: 'url' } as const;

/** `change_request.profile.position` → `profile.position`; the whole request's message on the first field. */
const fieldOf = (form: ChangeRequestForm) => (path: string) => {
  const field = path.replace(/^change_request\./, '');
  if (field.startsWith('profile.')) return field as `profile.${string}`;
  const first = form.fields[0];
  return first ? (`profile.${first.key}` as const) : null;
};

const RequestForm = ({ form, onDone }: { form: ChangeRequestForm; onDone: () => void }) => {
  const { t } = useTranslation();
  const create = useCreateChangeRequest();
  // A waiting request's values are what the member asked for last; they start from there.
  const defaultValues = {
    profile: Object.fromEntries(
      form.fields.map((field) => [field.key, form.pending?.changes[field.key] ?? field.value]),
    ),
  };
  const { control, handleSubmit, formState, setError, reset } = useZodForm(schema, { defaultValues });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);
  const submit = handleSubmit(async (values) => {
    const current = new Map(form.fields.map((field) => [field.key, field.value]));
    const profile = Object.fromEntries(
      Object.entries(values.profile).filter(([key, value]) => value.trim() !== (current.get(key) ?? '')),
    );
    try {
      await create.mutateAsync({ change_request: { profile } });
      toast.success(t('js.change_requests.sent'));
      flushSync(() => reset(values));
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf: fieldOf(form) });
    }
  });
  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      {form.fields.map((field) => (
        <TextField
          key={field.key}
          control={control}
          name={`profile.${field.key}`}
          label={field.label}
          type={INPUT_TYPES[field.type]}
          maxLength={PROFILE_VALUE_MAX_LENGTH}
          hint={t('js.change_requests.current', { value: field.value || t('js.change_requests.empty') })}
        />
      ))}
      <div className="flex justify-end gap-2">
        <Button onClick={onDone}>{t('js.cancel')}</Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          {t('js.change_requests.submit')}
        </Button>
      </div>
    </form>
  );
};

/** /change_requests/new: the member asks an administrator to change reserved profile fields. */
export const ChangeRequestPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const form = useChangeRequestForm();
  useDocumentTitle(t('js.change_requests.new_title'));
  if (form.isPending) return <LoadingState />;
  if (form.isError) {
    if (isApiError(form.error) && form.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void form.refetch()} />;
  }
  const back = () => navigate(me.data ? `/members/${me.data.id}` : '/');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
      <div>
        <h1 className="text-xl font-semibold text-ink">{t('js.change_requests.new_title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('js.change_requests.intro')}</p>
      </div>
      {form.data.pending ? (
        <p
          className="flex items-center gap-2 rounded-lg bg-primary-soft px-4 py-3 text-sm text-ink"
          role="status"
        >
          <Clock aria-hidden className="size-4" />
          {t('js.change_requests.pending', { date: formatDateTime(form.data.pending.created_at) })}
        </p>
      ) : null}
      <Card className="p-5">
        <RequestForm key={form.data.pending?.id ?? 'new'} form={form.data} onDone={back} />
      </Card>
    </div>
  );
};

export { ChangeRequestPage as Component };
