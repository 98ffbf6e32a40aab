import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConfirmResult,
  type JoinBody,
  type JoinForm,
  type JoinRequestList,
  joiningPaths as paths,
  type RejectJoinBody,
} from '../../../contract/joining';
import { apiFetch } from '../../app/api/client';

const keys = { form: ['joining', 'form'] as const, requests: ['joining', 'requests'] as const };

export const useJoinForm = () =>
  useQuery({
    queryKey: keys.form,
    queryFn: ({ signal }) => apiFetch<JoinForm>(paths.api, { signal }),
    retry: false,
  });

export const useJoin = () =>
  useMutation({ mutationFn: (body: JoinBody) => apiFetch<unknown>(paths.api, { method: 'POST', body }) });

export const useConfirmJoin = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiFetch<ConfirmResult>(paths.confirm, { method: 'POST', body: { token } }),
  });

export const useJoinRequests = () =>
  useQuery({
    queryKey: keys.requests,
    queryFn: ({ signal }) => apiFetch<JoinRequestList>(paths.requests, { signal }),
  });

type Decision = { id: string; kind: 'approve' } | { id: string; kind: 'reject'; body: RejectJoinBody };

export const useDecideJoinRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.kind === 'approve'
        ? apiFetch<void>(paths.approve(decision.id), { method: 'POST' })
        : apiFetch<void>(paths.reject(decision.id), { method: 'POST', body: decision.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.requests }),
  });
};
