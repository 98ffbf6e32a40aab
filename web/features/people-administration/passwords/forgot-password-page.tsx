import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestResetBody } from '../../../../contract/passwords';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { PublicFrame } from '../../../ui/public-frame';
import { useRequestReset } from './use-passwords';

const formSchema = requestResetBody.shape.user;

/** /users/password/new: "Forgot your password?"; the answer never tells whether the address is known. */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const request = useRequestReset();
  useDocumentTitle(t('js.passwords.forgot_title'));
  const { control, handleSubmit, formState, setError } = useZodForm(formSchema, {
    defaultValues: { email: '' },
  });
  const submit = handleSubmit((user) =>
    request
      .mutateAsync({ user })
      .catch((error: unknown) => applyServerErrors(error, setError, t, { fieldOf: () => 'email' })),
  );

  return (
    <PublicFrame title={t('js.passwords.forgot_title')}>
      {request.isSuccess ? (
        <div role="status" className="space-y-4 text-center">
          <MailCheck aria-hidden className="mx-auto size-8 text-primary" />
          <p className="text-sm text-ink">{t('js.passwords.forgot_sent')}</p>
          <Link to="/users/sign_in" className="text-sm font-medium text-primary hover:underline">
            {t('js.passwords.back_to_sign_in')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <p className="text-sm text-muted">{t('js.passwords.forgot_intro')}</p>
          <TextField
            control={control}
            name="email"
            type="email"
            autoComplete="username"
            label={t('js.passwords.email')}
            required
          />
          <Button type="submit" variant="primary" className="w-full" loading={formState.isSubmitting}>
            {t('js.passwords.forgot_submit')}
          </Button>
          <p className="text-center">
            <Link to="/users/sign_in" className="text-sm font-medium text-primary hover:underline">
              {t('js.passwords.back_to_sign_in')}
            </Link>
          </p>
        </form>
      )}
    </PublicFrame>
  );
};

export { ForgotPasswordPage as Component };
