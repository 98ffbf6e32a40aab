import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/client';
import { useMe } from '../../app/api/use-me';
import { ErrorState, LoadingState } from '../../ui/states';
import { useWidgetbar } from './api';
import { WidgetCard } from './widget-card';

type Props = { slug: string; groupId?: string | null; className?: string };

/**
 * A page's widget bar (the start page's, a group's). An empty or missing bar draws nothing, so a
 * page without widgets looks as it did; a bar that failed to load offers to try again.
 */
export const WidgetBar = ({ slug, groupId, className }: Props) => {
  const { t } = useTranslation();
  const me = useMe();
  const bar = useWidgetbar(slug, groupId);
  if (bar.isPending) return <LoadingState label={t('js.widgetbars.loading')} className={className} />;
  if (bar.isError) {
    if (isApiError(bar.error) && bar.error.status === 404) return null;
    return (
      <ErrorState
        message={t('js.widgetbars.load_error')}
        onRetry={() => void bar.refetch()}
        className={className}
      />
    );
  }
  if (bar.data.widgets.length === 0) return null;
  const timeZone = me.data?.time_zone ?? 'Europe/Berlin';
  return (
    <div className={className ?? 'space-y-6'} data-testid={`widgetbar-${slug}`}>
      {bar.data.widgets.map((widget) => (
        <WidgetCard key={widget.id} widget={widget} timeZone={timeZone} />
      ))}
    </div>
  );
};

export { WidgetBar as default };
