import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Card } from '../../ui/card';
import { ErrorState, LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';
import { useDesign } from './api';
import { DesignForm } from './design-form';

/** /administration/designs/{id}/edit: one design with its live preview. */
export const DesignEditPage = () => {
  const { t } = useTranslation();
  const { designId = '' } = useParams();
  const design = useDesign(designId);
  useDocumentTitle(
    design.data ? t('js.designs.edit_title', { name: design.data.name }) : t('js.designs.title'),
  );
  if (design.isPending) return <LoadingState />;
  if (design.isError) {
    if (isApiError(design.error) && design.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void design.refetch()} />;
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-1">
        <Link to="/administration/designs" className="text-sm text-muted hover:text-ink">
          {t('js.designs.back')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">
          {t('js.designs.edit_title', { name: design.data.name })}
        </h1>
        {design.data.customised ? null : (
          <p className="text-sm text-muted">{t('js.designs.inherited_hint')}</p>
        )}
      </div>
      <Card>
        <DesignForm key={design.dataUpdatedAt} design={design.data} />
      </Card>
    </div>
  );
};

export { DesignEditPage as Component };
