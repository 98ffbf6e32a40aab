import { ChevronRight, Palette } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { ErrorState, LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';
import { useDesigns } from './api';

/** /administration/designs: the designs the viewer may edit (network, their categories, their groups). */
export const DesignsPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.designs.title'));
  const designs = useDesigns();
  if (designs.isError && isApiError(designs.error) && designs.error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.designs.title')}</h1>
      <p className="text-sm text-muted">{t('js.designs.intro')}</p>
      <Card className="p-0">
        {designs.isPending ? (
          <LoadingState />
        ) : designs.isError ? (
          <ErrorState onRetry={() => void designs.refetch()} />
        ) : (
          <ul className="divide-y divide-border">
            {designs.data.designs.map((design) => (
              <li key={design.id}>
                <Link
                  to={`/administration/designs/${design.id}/edit`}
                  className="flex items-center gap-3 px-5 py-3 hover:bg-canvas focus-visible:outline-2"
                >
                  <Palette aria-hidden className="size-5 text-muted" />
                  <span className="flex-1">
                    <span className="block font-medium text-ink">{design.name}</span>
                    <span className="block text-xs text-muted">{t(`js.designs.scope_${design.scope}`)}</span>
                  </span>
                  {design.customised ? null : <Badge>{t('js.designs.inherited')}</Badge>}
                  <ChevronRight aria-hidden className="size-4 text-muted" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
};

export { DesignsPage as Component };
