import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ChannelWidget } from '../../../contract/channel-widgets';
import { useDocumentTitle } from '../../app/use-document-title';
import { buttonClasses } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { IconButton } from '../../ui/icon-button';
import { EmptyState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useDeleteWidget } from './api';
import { EditorHeading, useEditableWidgets } from './channel-header';

/** /channels/{slug}/widgets: the channel's widgets with edit and delete (after a confirmation). */
export const WidgetsPage = () => {
  const { t } = useTranslation();
  const { channelSlug = '' } = useParams();
  const { widgets, gate } = useEditableWidgets(channelSlug);
  const remove = useDeleteWidget(channelSlug);
  const [deleting, setDeleting] = useState<ChannelWidget | null>(null);
  useDocumentTitle(t('js.channel_widgets.widgets_title'));
  if (gate) return gate;
  const list = widgets.data?.widgets ?? [];
  const base = `/channels/${encodeURIComponent(channelSlug)}`;
  const nameOf = (widget: ChannelWidget) =>
    widget.title || t(`js.channel_widgets.types.${widget.type}`, { defaultValue: widget.type });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <EditorHeading slug={channelSlug} title={t('js.channel_widgets.widgets_title')} />
      <div className="flex flex-wrap gap-2">
        <Link to={`${base}/widgets/new`} className={buttonClasses('primary', 'md')}>
          <Plus aria-hidden className="size-4" />
          {t('js.channel_widgets.new_widget')}
        </Link>
        <Link to={`${base}/layout/edit`} className={buttonClasses('secondary', 'md')}>
          {t('js.channel_widgets.edit_layout')}
        </Link>
      </div>
      {list.length === 0 ? (
        <EmptyState title={t('js.channel_widgets.no_widgets')} />
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
          {list.map((widget) => (
            <li key={widget.id} className="flex items-center gap-3 px-4 py-3" data-testid="widget-list-item">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">{nameOf(widget)}</p>
                <p className="text-xs text-muted">
                  {t(`js.channel_widgets.types.${widget.type}`, { defaultValue: widget.type })}
                </p>
              </div>
              <Link
                to={`${base}/widgets/${widget.id}/edit`}
                className={buttonClasses('ghost', 'sm')}
                aria-label={t('js.channel_widgets.edit_widget', { name: nameOf(widget) })}
              >
                <Pencil aria-hidden className="size-4" />
              </Link>
              <IconButton
                label={t('js.channel_widgets.delete_widget', { name: nameOf(widget) })}
                icon={<Trash2 aria-hidden className="size-4" />}
                onClick={() => setDeleting(widget)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('js.channel_widgets.delete_title', { name: deleting ? nameOf(deleting) : '' })}
        description={t('js.channel_widgets.delete_description')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('js.delete_successful'));
              setDeleting(null);
            },
            onError: () => toast.error(t('js.generic_error')),
          })
        }
      />
    </div>
  );
};

export { WidgetsPage as Component };
