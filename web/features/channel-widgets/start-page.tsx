import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { type ChannelWidget, LAYOUT_ROW_COLUMNS } from '../../../contract/channel-widgets';
import { cn } from '../../ui/cn';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { applyWidgetTranslation, useContentTranslation, useReadingLanguage } from '../translations';
import { useChannelLayout, useChannelWidgets } from './api';
import { GalleryModal } from './gallery-modal';
import { readLayoutDraft } from './layout-draft';
import { WidgetCardView } from './widget-views';

const SPAN = { 1: 'lg:col-span-1', 2: 'lg:col-span-2', 3: 'lg:col-span-3' } as const;

/** The notice while the layout editor holds changes not saved yet (part 1 section 2.2). */
export const UnsavedLayoutNotice = ({ slug }: { slug: string }) => {
  const { t } = useTranslation();
  if (!readLayoutDraft(slug)) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {t('js.channel_widgets.unsaved_notice')}{' '}
      <Link to={`/channels/${encodeURIComponent(slug)}/layout/edit`} className="font-medium underline">
        {t('js.channel_widgets.continue_editing')}
      </Link>
    </p>
  );
};

/**
 * A channel's start page: its rows in a 3-column grid (one column on small screens), each widget as
 * wide as its place. `/channels/{slug}/widgets/{id}` opens an images widget's gallery over it; any
 * other widget there goes back to the channel.
 */
export const ChannelStartPage = ({ slug, canUpdate }: { slug: string; canUpdate: boolean }) => {
  const { t } = useTranslation();
  const { widgetId } = useParams();
  const [params] = useSearchParams();
  const widgets = useChannelWidgets(slug);
  const layout = useChannelLayout(slug);
  // The channel page asks for the same translation; its widget_{id}_ texts override the widgets'.
  const translation = useContentTranslation(useReadingLanguage(), 'channel', slug);
  if (widgets.isPending || layout.isPending) return <LoadingState />;
  if (widgets.isError || layout.isError)
    return (
      <ErrorState
        onRetry={() => {
          void widgets.refetch();
          void layout.refetch();
        }}
      />
    );
  const fields = translation.data?.fields;
  const byId = new Map(
    widgets.data.widgets.map((widget) => [widget.id, applyWidgetTranslation(widget, fields)]),
  );
  const lng = params.get('lng');
  const channelPath = `/channels/${encodeURIComponent(slug)}${lng ? `?lng=${encodeURIComponent(lng)}` : ''}`;
  const opened = widgetId ? byId.get(widgetId) : undefined;
  if (widgetId && opened?.type !== 'images') return <Navigate to={channelPath} replace />;
  const rows = layout.data.rows.filter((row) => row.widgets.some((id) => byId.has(id)));
  return (
    <div className="space-y-4" data-testid="channel-start-page">
      {canUpdate ? <UnsavedLayoutNotice slug={slug} /> : null}
      {rows.length === 0 ? (
        <EmptyState
          icon={<LayoutGrid aria-hidden className="size-6" />}
          title={t('js.channel_widgets.empty')}
          action={
            canUpdate ? (
              <Link
                to={`/channels/${encodeURIComponent(slug)}/layout/edit`}
                className="text-sm font-medium text-primary hover:underline"
              >
                {t('js.channel_widgets.edit_layout')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        rows.map((row, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
            key={index}
            className="grid gap-4 lg:grid-cols-3"
            data-testid="channel-layout-row"
          >
            {row.widgets.map((id, place) => {
              const widget = byId.get(id) as ChannelWidget | undefined;
              const columns = LAYOUT_ROW_COLUMNS[row.type][place] ?? 1;
              return widget ? (
                <div key={id} className={cn('min-w-0', SPAN[columns as 1 | 2 | 3])}>
                  <WidgetCardView widget={widget} slug={slug} columns={columns} />
                </div>
              ) : null;
            })}
          </div>
        ))
      )}
      {opened ? <GalleryModal widget={opened} closeTo={channelPath} /> : null}
    </div>
  );
};
