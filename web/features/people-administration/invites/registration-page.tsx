import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../app/api/client';
import { BootScreen } from '../../../app/auth/boot-screen';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { NewPasswordFields, TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { PublicFrame } from '../../../ui/public-frame';
import { useRegister, useRegistrationInfo } from './api';

const formSchema = z
  .object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    password: z.string().min(1).max(1000),
    password_confirmation: z.string(),
  })
  .refine((values) => values.password === values.password_confirmation, {
    message: 'js.passwords.mismatch',
    path: ['password_confirmation'],
  });

const FIELDS = ['first_name', 'last_name', 'password'] as const;
const fieldOf = (path: string) => {
  const name = path.replace(/^user\./, '');
  return (FIELDS as readonly string[]).includes(name) ? (name as (typeof FIELDS)[number]) : null;
};

/** Expired, revoked, used or unknown: the page says which. */
const LinkGone = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  const reason = ['expired', 'revoked', 'used'].includes(code) ? code : 'unknown';
  return (
    <PublicFrame title={t('js.invitations.link_gone_title')}>
      <p className="text-sm text-muted">{t(`js.invitations.link_${reason}`)}</p>
      <Link
        to="/users/sign_in"
        className="mt-4 inline-block text-sm font-medium text-primary hover:underline"
      >
        {t('js.passwords.back_to_sign_in')}
      </Link>
    </PublicFrame>
  );
};

/** /invitations/{token}: an invited person chooses name and password and is signed in. */
export const RegistrationPage = () => {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const info = useRegistrationInfo(token);
  const register = useRegister(token);
  useDocumentTitle(t('js.invitations.register_title'));
  const { control, handleSubmit, formState, setError } = useZodForm(formSchema, {
    defaultValues: { first_name: '', last_name: '', password: '', password_confirmation: '' },
    values: info.data
      ? {
          first_name: info.data.first_name,
          last_name: info.data.last_name,
          password: '',
          password_confirmation: '',
        }
      : undefined,
  });

  if (!token) return <LinkGone code="unknown" />;
  if (info.isError) return <LinkGone code={isApiError(info.error) ? info.error.code : 'unknown'} />;
  if (info.isPending) return <BootScreen />;

  const submit = handleSubmit(({ first_name, last_name, password }) =>
    register.mutateAsync({ user: { first_name, last_name, password } }).then(
      // A full load: the app starts again with the new session.
      (response) => window.location.assign(response.redirect_to),
      (error: unknown) => applyServerErrors(error, setError, t, { fieldOf }),
    ),
  );

  return (
    <PublicFrame title={t('js.invitations.register_title')}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <p className="text-sm text-muted">
          {t('js.invitations.register_intro', { network: info.data.network, email: info.data.email })}
        </p>
        {info.data.groups.length > 0 ? (
          <p className="text-sm text-muted">
            {t('js.invitations.register_groups', { groups: info.data.groups.join(', ') })}
          </p>
        ) : null}
        <input type="email" hidden readOnly autoComplete="username" value={info.data.email} />
        <TextField
          control={control}
          name="first_name"
          label={t('js.people_administration.first_name')}
          required
        />
        <TextField
          control={control}
          name="last_name"
          label={t('js.people_administration.last_name')}
          required
        />
        <NewPasswordFields
          control={control}
          label={t('js.people_administration.password')}
          hint={t('js.passwords.hint')}
          confirmationLabel={t('js.passwords.confirmation')}
        />
        <Button type="submit" variant="primary" className="w-full" loading={formState.isSubmitting}>
          {t('js.invitations.register_submit')}
        </Button>
      </form>
    </PublicFrame>
  );
};

export { RegistrationPage as Component };
