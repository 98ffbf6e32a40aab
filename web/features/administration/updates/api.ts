import { useQuery } from '@tanstack/react-query';
import { type UpdatesResponse, updatesPaths } from '../../../../contract/updates';
import { apiFetch } from '../../../app/api/client';

/** Part 3 section 9: the update offer polls every five minutes. */
export const UPDATE_POLL_MS = 5 * 60_000;

export const useUpdates = (options: { poll?: boolean } = {}) =>
  useQuery({
    queryKey: ['administration', 'updates'],
    queryFn: ({ signal }) => apiFetch<UpdatesResponse>(updatesPaths.read, { signal }),
    refetchInterval: options.poll ? UPDATE_POLL_MS : false,
  });
