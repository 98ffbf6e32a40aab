import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BootScreen } from '../../../app/auth/boot-screen';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { NewPasswordFields } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { PublicFrame } from '../../../ui/public-frame';
import { toast } from '../../../ui/toaster';
import { useLinkStatus, useResetPassword } from './use-passwords';

const formSchema = z
  .object({ password: z.string().min(1).max(1000), password_confirmation: z.string() })
  .refine((values) => values.password === values.password_confirmation, {
    message: 'js.passwords.mismatch',
    path: ['password_confirmation'],
  });

const LinkGone = () => {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t('js.passwords.link_gone_title')}>
      <p className="text-sm text-muted">{t('js.errors.passwords.link_invalid')}</p>
      <Link
        to="/users/password/new"
        className="mt-4 inline-block text-sm font-medium text-primary hover:underline"
      >
        {t('js.passwords.ask_again')}
      </Link>
    </PublicFrame>
  );
};

/** /users/password/edit?reset_password_token=: choose a password through a mailed link (reset or welcome). */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('reset_password_token') ?? '';
  const status = useLinkStatus(token);
  const reset = useResetPassword();
  useDocumentTitle(t('js.passwords.choose_title'));
  const { control, handleSubmit, formState, setError } = useZodForm(formSchema, {
    defaultValues: { password: '', password_confirmation: '' },
  });

  if (!token || status.isError) return <LinkGone />;
  if (status.isPending) return <BootScreen />;

  const submit = handleSubmit(({ password }) =>
    reset.mutateAsync({ user: { reset_password_token: token, password } }).then(
      (response) => {
        toast.success(t('js.passwords.chosen_toast'));
        navigate(response.redirect_to, { replace: true });
      },
      (error: unknown) =>
        applyServerErrors(error, setError, t, {
          fieldOf: (path) => (path === 'user.password' ? 'password' : null),
        }),
    ),
  );

  return (
    <PublicFrame title={t('js.passwords.choose_title')}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <p className="text-sm text-muted">{t('js.passwords.choose_intro', { email: status.data.email })}</p>
        <input type="email" hidden readOnly autoComplete="username" value={status.data.email} />
        <NewPasswordFields
          control={control}
          label={t('js.passwords.new_password')}
          hint={t('js.passwords.hint')}
          confirmationLabel={t('js.passwords.confirmation')}
        />
        <Button type="submit" variant="primary" className="w-full" loading={formState.isSubmitting}>
          {t('js.passwords.save')}
        </Button>
      </form>
    </PublicFrame>
  );
};

export { ResetPasswordPage as Component };
