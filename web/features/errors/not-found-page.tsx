import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { buttonClasses } from '../../ui/button';

/** Paths the app does not know. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.errors.not_found_title'));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center">
      <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <Compass aria-hidden className="size-7" />
      </div>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-ink">
        {t('js.errors.not_found_title')}
      </h1>
      <p className="mt-2 text-muted">{t('js.errors.not_found_text')}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('js.errors.go_home')}
      </Link>
    </div>
  );
};
