import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { PublicFrame } from '../../ui/public-frame';
import { useConfirmJoin } from './api';

const linkClasses = 'mt-4 inline-block text-sm font-medium text-primary hover:underline';

/**
 * /users/confirmation?token=: the mailed link. The person presses the button, so a mail scanner that
 * opens links cannot spend it. Then: signed-in-ready, waiting for approval, or a link that is gone.
 */
export const ConfirmationPage = () => {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useConfirmJoin();
  useDocumentTitle(t('js.joining.confirm_title'));

  if (!token || confirm.isError) {
    return (
      <PublicFrame title={t('js.joining.invalid_title')}>
        <p role="alert" className="text-sm text-muted">
          {t('js.joining.invalid_text')}
        </p>
        <Link to="/users/sign_up" className={linkClasses}>
          {t('js.joining.register_again')}
        </Link>
      </PublicFrame>
    );
  }
  if (confirm.data) {
    const active = confirm.data.status === 'active';
    return (
      <PublicFrame title={t(active ? 'js.joining.active_title' : 'js.joining.pending_title')}>
        <p role="status" className="text-sm text-muted">
          {t(active ? 'js.joining.active_text' : 'js.joining.pending_text')}
        </p>
        <Link to="/users/sign_in" className={linkClasses}>
          {t(active ? 'js.joining.sign_in' : 'js.joining.back_to_sign_in')}
        </Link>
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title={t('js.joining.confirm_title')}>
      <p className="mb-5 text-sm text-muted">{t('js.joining.confirm_text')}</p>
      <Button
        variant="primary"
        className="w-full"
        loading={confirm.isPending}
        onClick={() => confirm.mutate(token)}
      >
        {t('js.joining.confirm_submit')}
      </Button>
    </PublicFrame>
  );
};

export { ConfirmationPage as Component };
