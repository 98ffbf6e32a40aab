import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { NewPasswordFields, TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { toast } from '../../../ui/toaster';
import { SecurityCard } from '../account/security-card';
import { SessionsCard } from '../account/sessions-card';
import { useChangePassword } from './use-passwords';

const formSchema = z
  .object({
    current_password: z.string().min(1).max(1000),
    password: z.string().min(1).max(1000),
    password_confirmation: z.string(),
  })
  .refine((values) => values.password === values.password_confirmation, {
    message: 'js.passwords.mismatch',
    path: ['password_confirmation'],
  });
const FIELDS = ['current_password', 'password'] as const;

/**
 * /users/edit, the member's account: the own password (the current one is required and other
 * sessions end), the way to second factors and passkeys, and the sessions.
 */
export const ChangePasswordPage = () => {
  const { t } = useTranslation();
  const change = useChangePassword();
  useDocumentTitle(t('js.account.title'));
  const { control, handleSubmit, formState, setError, reset } = useZodForm(formSchema, {
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const submit = handleSubmit(({ current_password, password }) =>
    change.mutateAsync({ user: { current_password, password } }).then(
      () => {
        reset();
        toast.success(t('js.passwords.changed_toast'));
      },
      (error: unknown) =>
        applyServerErrors(error, setError, t, {
          fieldOf: (path) => FIELDS.find((field) => path === `user.${field}`) ?? null,
        }),
    ),
  );

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.account.title')}</h1>
      <Card title={t('js.passwords.change_title')}>
        <form onSubmit={submit} noValidate className="space-y-5">
          <p className="text-sm text-muted">{t('js.passwords.change_intro')}</p>
          <TextField
            control={control}
            name="current_password"
            type="password"
            autoComplete="current-password"
            label={t('js.passwords.current_password')}
            required
          />
          <NewPasswordFields
            control={control}
            label={t('js.passwords.new_password')}
            hint={t('js.passwords.hint')}
            confirmationLabel={t('js.passwords.confirmation')}
          />
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            {t('js.passwords.save')}
          </Button>
        </form>
      </Card>
      <SecurityCard />
      <SessionsCard />
    </div>
  );
};

export { ChangePasswordPage as Component };
