import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../app/api/client';
import { ErrorState, LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';
import { useChannelWidgets } from './api';

/** The back link and heading of the editor pages. */
export const EditorHeading = ({ slug, title }: { slug: string; title: string }) => {
  const { t } = useTranslation();
  return (
    <div>
      <Link to={`/channels/${encodeURIComponent(slug)}`} className="text-sm text-muted hover:text-ink">
        {t('js.channel_widgets.back_to_channel')}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
    </div>
  );
};

/**
 * The editor pages' gate: the channel's widgets, and 404 unless the viewer may update the channel
 * (the server's `can.update`, which the widget list answers).
 */
export const useEditableWidgets = (slug: string) => {
  const widgets = useChannelWidgets(slug);
  const gate = widgets.isPending ? (
    <LoadingState />
  ) : widgets.isError ? (
    isApiError(widgets.error) && widgets.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorState onRetry={() => void widgets.refetch()} />
    )
  ) : !widgets.data.can.update ? (
    <NotFoundPage />
  ) : null;
  return { widgets, gate };
};
