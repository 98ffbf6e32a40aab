import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticsMetric, StatisticsReport } from '../../../contract/statistics';
import { Card } from '../../ui/card';
import { MetricChart } from './metric-chart';

type Props = {
  metric: StatisticsMetric;
  report: StatisticsReport;
  formatDay: (date: string) => string;
};

/** A metric's chart with its total, and the same figures as a table for keyboards and screen readers. */
export const MetricCard = ({ metric, report, formatDay }: Props) => {
  const { t } = useTranslation();
  const titleId = useId();
  const label = t(`js.statistics.metrics.${metric}`);
  const data = report.days.map((day) => ({ date: day.date, value: day.counts[metric] ?? 0 }));
  return (
    <Card
      title={label}
      titleId={titleId}
      actions={
        <span className="text-sm text-muted">
          {t('js.statistics.total', { count: report.totals[metric] ?? 0 })}
        </span>
      }
    >
      <MetricChart data={data} label={label} formatDay={formatDay} />
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-primary">{t('js.statistics.show_table')}</summary>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <table className="w-full" data-testid="statistics-table">
            <caption className="sr-only">{t('js.statistics.table_caption', { metric: label })}</caption>
            <thead className="text-left text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {t('js.statistics.date')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {label}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data.map((row) => (
                <tr key={row.date}>
                  <th scope="row" className="py-1 pr-4 font-normal">
                    <time dateTime={row.date}>{formatDay(row.date)}</time>
                  </th>
                  <td className="py-1 text-right tabular-nums">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
};
