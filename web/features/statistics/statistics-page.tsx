import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  DEFAULT_STATISTICS_RANGE,
  STATISTICS_RANGES,
  type StatisticsRange,
} from '../../../contract/statistics';
import { isApiError } from '../../app/api/client';
import { useMe } from '../../app/api/use-me';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatDate } from '../../i18n/dates';
import { buttonClasses } from '../../ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';
import { type StatisticsSelection, selectionQuery, statisticsPath, useStatistics } from './api';
import { MetricCard } from './metric-card';
import { RangeForm } from './range-form';

const readSelection = (params: URLSearchParams): StatisticsSelection => {
  const range = params.get('range');
  const known = STATISTICS_RANGES.includes(range as StatisticsRange) ? (range as StatisticsRange) : null;
  if (known === 'custom') {
    return {
      range: known,
      start_date: params.get('start_date') ?? '',
      end_date: params.get('end_date') ?? '',
    };
  }
  return { range: known ?? DEFAULT_STATISTICS_RANGE };
};

/** A day of the report as the reader writes dates (the day itself, no zone shift). */
const formatDay = (date: string) => formatDate(`${date}T12:00:00Z`, 'UTC');

/**
 * /administration/statistics and /groups/{slug}/administration/statistics: the daily figures of the
 * chosen range (kept in the address), one chart with its table per metric, and the CSV export.
 */
export const StatisticsPage = () => {
  const { t } = useTranslation();
  const { groupSlug } = useParams();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  const report = useStatistics(groupSlug, selection);
  const title = report.data?.group
    ? t('js.statistics.group_title', { group: report.data.group.name })
    : t('js.statistics.title');
  useDocumentTitle(title);
  if (report.isError && isApiError(report.error) && report.error.status === 404) return <NotFoundPage />;

  const fieldErrors = report.isError && isApiError(report.error) ? report.error.fields : {};
  const apply = (next: StatisticsSelection) => setParams(selectionQuery(next));
  const csvHref = `${statisticsPath(groupSlug, 'csv')}?${new URLSearchParams({
    ...selectionQuery(selection),
    ...(me.data ? { locale: me.data.locale } : {}),
  })}`;
  const data = report.data;
  const nothing = data ? Object.values(data.totals).every((total) => total === 0) : false;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
          {data ? (
            <p className="mt-1 text-sm text-muted">
              {t('js.statistics.period', {
                start: formatDay(data.start_date),
                end: formatDay(data.end_date),
              })}
            </p>
          ) : null}
        </div>
        <a href={csvHref} download className={buttonClasses('secondary', 'md')}>
          <Download aria-hidden className="size-4" />
          {t('js.statistics.export_csv')}
        </a>
      </div>
      <RangeForm
        key={JSON.stringify(selection)}
        selection={selection}
        today={data?.today}
        errors={fieldErrors}
        onApply={apply}
      />
      {report.isPending ? (
        <LoadingState />
      ) : !data ? (
        <ErrorState onRetry={() => void report.refetch()} />
      ) : (
        <>
          {report.isError && Object.keys(fieldErrors).length === 0 ? (
            <ErrorState onRetry={() => void report.refetch()} />
          ) : null}
          {nothing ? (
            <EmptyState
              title={t('js.statistics.empty_title')}
              description={t('js.statistics.empty_description')}
              className="py-6"
            />
          ) : null}
          <div className="grid gap-4 lg:grid-cols-2" aria-busy={report.isFetching}>
            {data.metrics.map((metric) => (
              <MetricCard key={metric} metric={metric} report={data} formatDay={formatDay} />
            ))}
          </div>
        </>
      )}
    </div>
  );
};

export { StatisticsPage as Component };
