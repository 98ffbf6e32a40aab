import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { setupFields } from '../../../contract/setup';
import { isApiError } from '../../app/api/client';
import { isLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { applyServerErrors } from '../../ui/form/server-errors';
import { NewPasswordFields, TextField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { useCompleteSetup } from './use-setup';

/** The contract's fields (their messages are i18n keys) and the repeated password, checked here only. */
const formSchema = setupFields
  .extend({ password_confirmation: z.string() })
  .refine((values) => values.password === values.password_confirmation, {
    message: 'js.setup.errors.password_mismatch',
    path: ['password_confirmation'],
  });
const FIELDS = ['email', 'first_name', 'last_name', 'password', 'password_confirmation'] as const;

export type SetupFormProps = {
  token: string;
  /** After the administrator exists and is signed in. */
  onCreated: (redirectTo: string) => void;
  /** The link stopped working meanwhile (used in another tab, an administrator created elsewhere). */
  onLinkGone: () => void;
};

/** E-mail, name and password of the first administrator; the server checks the password's strength. */
export const SetupForm = ({ token, onCreated, onLinkGone }: SetupFormProps) => {
  const { t, i18n } = useTranslation();
  const completeSetup = useCompleteSetup();
  const { control, handleSubmit, formState, setError } = useZodForm(formSchema, {
    defaultValues: { email: '', first_name: '', last_name: '', password: '', password_confirmation: '' },
  });

  const submit = handleSubmit(({ password_confirmation: _repeated, ...values }) =>
    completeSetup
      .mutateAsync({
        ...values,
        token,
        locale: isLanguage(i18n.language) ? i18n.language : undefined,
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      })
      .then(
        (response) => onCreated(response.redirect_to),
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) onLinkGone();
          else applyServerErrors(error, setError, t, { fields: FIELDS });
        },
      ),
  );

  const failedWithoutField =
    completeSetup.isError &&
    !(isApiError(completeSetup.error) && Object.keys(completeSetup.error.fields).length > 0);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {failedWithoutField ? (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-lg border border-danger/25 bg-danger-soft px-3.5 py-3 text-sm text-danger"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {isApiError(completeSetup.error) && completeSetup.error.status === 0
              ? t('js.network_error')
              : t('js.generic_error')}
          </span>
        </div>
      ) : null}
      <TextField
        control={control}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        label={t('js.setup.email')}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={control}
          name="first_name"
          autoComplete="given-name"
          label={t('js.setup.first_name')}
          required
        />
        <TextField
          control={control}
          name="last_name"
          autoComplete="family-name"
          label={t('js.setup.last_name')}
          required
        />
      </div>
      <NewPasswordFields
        control={control}
        label={t('js.setup.password')}
        hint={t('js.setup.password_hint')}
        confirmationLabel={t('js.setup.password_confirmation')}
      />
      <Button type="submit" variant="primary" className="w-full" loading={formState.isSubmitting}>
        {t('js.setup.submit')}
      </Button>
    </form>
  );
};
