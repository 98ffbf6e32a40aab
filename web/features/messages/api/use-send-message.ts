import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MessageDetail, messagesPaths, type SendBody } from '../../../../contract/messages';
import { apiFetch } from '../../../app/api/client';
import { messageKeys } from './message-keys';

/** POST /api/v1/messages -> 201 with the sent message; retried under one Idempotency-Key. */
export const useSendMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendBody) =>
      apiFetch<MessageDetail>(messagesPaths.inbox, { method: 'POST', body, idempotent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
