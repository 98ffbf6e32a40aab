import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatisticsRange, StatisticsReport } from '../../../contract/statistics';
import { apiFetch } from '../../app/api/client';

export type StatisticsSelection = { range: StatisticsRange; start_date?: string; end_date?: string };

/** The network's statistics under /administration, a group's under /groups/{slug}/administration. */
export const statisticsPath = (groupSlug: string | undefined, format: 'json' | 'csv') =>
  `${groupSlug ? `/groups/${encodeURIComponent(groupSlug)}/administration` : '/administration'}/statistics.${format}`;

export const selectionQuery = (selection: StatisticsSelection): Record<string, string> =>
  selection.range === 'custom'
    ? { range: 'custom', start_date: selection.start_date ?? '', end_date: selection.end_date ?? '' }
    : { range: selection.range };

/** GET {admin}/statistics.json for a range (the last answer stays while the next loads). */
export const useStatistics = (groupSlug: string | undefined, selection: StatisticsSelection) =>
  useQuery({
    queryKey: ['statistics', groupSlug ?? null, selection],
    queryFn: ({ signal }) =>
      apiFetch<StatisticsReport>(statisticsPath(groupSlug, 'json'), {
        signal,
        query: selectionQuery(selection),
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
