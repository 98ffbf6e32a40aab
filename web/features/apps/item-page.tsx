import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { resolvedLayout } from '../../../contract/item-layouts';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatDate } from '../../i18n/dates';
import { Button, buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { PropertyDisplay, PropertyDisplays } from '../property-fields';
import { useApp, useArchiveItem, useItem } from './api';
import { ItemLayoutView } from './item-layout';

/** /apps/{appSlug}/items/{id}: the item's values in the app's layout, with edit and archive by its `can`. */
export const ItemPage = () => {
  const { t } = useTranslation();
  const { appSlug = '', itemId = '' } = useParams();
  const app = useApp(appSlug);
  const item = useItem(itemId);
  const archive = useArchiveItem();
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(item.data?.name || t('js.apps.untitled'));
  const missing = [app, item].some(
    (query) => query.isError && isApiError(query.error) && query.error.status === 404,
  );
  if (missing) return <NotFoundPage />;
  if (app.isPending || item.isPending) return <LoadingState />;
  if (app.isError || item.isError)
    return <ErrorState onRetry={() => void Promise.all([app.refetch(), item.refetch()])} />;
  const data = item.data;
  const archived = data.archived_at !== null;
  const setArchived = async (next: boolean) => {
    try {
      await archive.mutateAsync({ id: data.id, archived: next });
      toast.success(next ? t('js.apps.archived') : t('js.apps.restored'));
      setConfirming(false);
    } catch {
      toast.error(t('js.apps.action_failed'));
    }
  };
  return (
    <div className="mx-auto max-w-4xl space-y-4 p-4">
      <p className="text-sm">
        <Link to={app.data.url} className="text-primary hover:underline">
          {app.data.name}
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">
            {data.name || t('js.apps.untitled')}
          </h1>
          <p className="text-sm text-muted">
            {t('js.apps.created_by', { name: data.author?.name ?? '–', date: formatDate(data.created_at) })}
          </p>
          {archived ? (
            <p className="mt-1 text-sm text-warning">
              {t('js.apps.archived_by', {
                name: data.archived_by?.name ?? '–',
                date: formatDate(data.archived_at ?? ''),
              })}
            </p>
          ) : null}
        </div>
        <div className="flex gap-2">
          {data.can.update ? (
            <Link to={`${data.url}/edit`} className={buttonClasses('secondary')}>
              <Pencil aria-hidden className="size-4" />
              {t('js.apps.edit_item')}
            </Link>
          ) : null}
          {data.can.archive && !archived ? (
            <Button icon={<Archive aria-hidden className="size-4" />} onClick={() => setConfirming(true)}>
              {t('js.apps.archive')}
            </Button>
          ) : null}
          {data.can.archive && archived ? (
            <Button
              icon={<ArchiveRestore aria-hidden className="size-4" />}
              loading={archive.isPending}
              onClick={() => void setArchived(false)}
            >
              {t('js.apps.restore')}
            </Button>
          ) : null}
        </div>
      </div>
      <Card className="p-4">
        <ItemLayoutView
          layout={resolvedLayout(app.data.item_layouts, 'show')}
          properties={app.data.properties}
          label={t('js.apps.layout.tabs_label')}
          auto={() => <PropertyDisplays properties={app.data.properties} values={data.values} />}
          render={(property, entry) =>
            property.type === 'headline' ? (
              <h2 className="font-semibold text-ink">{property.label}</h2>
            ) : (
              <dl>
                <PropertyDisplay
                  property={property}
                  value={data.values[property.name]}
                  showLabel={entry.show_label}
                />
              </dl>
            )
          }
        />
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('js.apps.archive_title', { name: data.name || t('js.apps.untitled') })}
        description={t('js.apps.archive_description')}
        confirmLabel={t('js.apps.archive')}
        pending={archive.isPending}
        onConfirm={() => void setArchived(true)}
      />
    </div>
  );
};

export { ItemPage as Component };
