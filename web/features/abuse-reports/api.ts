import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AbuseReportList,
  type CreateAbuseReportBody,
  abuseReportPaths as paths,
} from '../../../contract/abuse-reports';
import { apiFetch } from '../../app/api/client';

const key = ['abuse-reports'] as const;

export const useCreateAbuseReport = () =>
  useMutation({
    mutationFn: (body: CreateAbuseReportBody) =>
      apiFetch<{ id: string }>(paths.create, { method: 'POST', body }),
  });

export const useAbuseReports = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<AbuseReportList>(paths.list, { signal }),
    retry: false,
  });

export const useDecideAbuseReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'resolve' | 'hide' }) =>
      apiFetch<void>(decision === 'hide' ? paths.hide(id) : paths.resolve(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};
