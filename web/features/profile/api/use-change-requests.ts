import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeRequestForm,
  ChangeRequestList,
  CreateChangeRequestBody,
  RejectChangeRequestBody,
} from '../../../../contract/change-requests';
import { apiFetch } from '../../../app/api/client';

const keys = { form: ['change-requests', 'form'] as const, list: ['change-requests', 'list'] as const };

/** GET /change_requests/new: the reserved fields and the request still waiting. */
export const useChangeRequestForm = () =>
  useQuery({
    queryKey: keys.form,
    queryFn: ({ signal }) => apiFetch<ChangeRequestForm>('/change_requests/new', { signal }),
  });

export const useCreateChangeRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChangeRequestBody) =>
      apiFetch<unknown>('/change_requests', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.form }),
  });
};

/** GET /administration/change_requests: the waiting requests. */
export const useChangeRequests = () =>
  useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => apiFetch<ChangeRequestList>('/administration/change_requests', { signal }),
  });

type Decision =
  | { id: string; kind: 'approve' }
  | { id: string; kind: 'reject'; body: RejectChangeRequestBody };

export const useDecideChangeRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      apiFetch<unknown>(
        `/administration/change_requests/${encodeURIComponent(decision.id)}/${decision.kind}`,
        {
          method: 'POST',
          body: decision.kind === 'reject' ? decision.body : {},
        },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.list }),
        queryClient.invalidateQueries({ queryKey: ['members'] }),
      ]),
  });
};
