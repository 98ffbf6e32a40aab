import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/states';

/**
 * Modules the header and user bar already link to (chat, messages, calendars, files, ...) that are not
 * built yet: an honest notice instead of a not-found page or invented content.
 */
export const ModuleNotAvailablePage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.module_not_available.title'));
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="sr-only">{t('js.module_not_available.title')}</h1>
      <div className="rounded-2xl border border-border bg-surface shadow-xs">
        <EmptyState
          icon={<Construction aria-hidden className="size-6" />}
          title={t('js.module_not_available.title')}
          description={t('js.module_not_available.text')}
          action={
            <Link to="/" className={buttonClasses('secondary')}>
              {t('js.errors.go_home')}
            </Link>
          }
        />
      </div>
    </div>
  );
};

export { ModuleNotAvailablePage as Component };
