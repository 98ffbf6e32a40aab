import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../../ui/button';
import { NotFoundPage } from './not-found-page';

/**
 * Every route's error element: a render or loading error shows the alert 'js.generic_error' with a way
 * to try again, never a blank page. A 404 of the router is the not-found page.
 */
export const RouteErrorBoundary = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center">
      <div role="alert" className="flex flex-col items-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
          <AlertTriangle aria-hidden className="size-6" />
        </div>
        <p className="text-lg font-semibold text-ink">{t('js.generic_error')}</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          {t('js.try_again')}
        </button>
        <Link to="/" className={buttonClasses('secondary')} reloadDocument>
          {t('js.errors.go_home')}
        </Link>
      </div>
    </div>
  );
};
