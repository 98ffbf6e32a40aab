import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditLogPage } from '../../../contract/audit-log';
import { apiFetch } from '../../app/api/client';

/** GET /administration/audit_log.json?filter=&page= (the filter as the query parameter carries it). */
export const useAuditLog = (filter: string | null, page: number) =>
  useQuery({
    queryKey: ['audit-log', filter, page],
    queryFn: ({ signal }) =>
      apiFetch<AuditLogPage>('/administration/audit_log.json', {
        signal,
        query: { filter: filter ?? undefined, page },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** PUT /administration/audit_log/settings */
export const useSaveRetention = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (retention_days: number | null) =>
      apiFetch<{ retention_days: number | null }>('/administration/audit_log/settings', {
        method: 'PUT',
        body: { retention_days },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['audit-log'] }),
  });
};
