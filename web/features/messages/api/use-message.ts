import { useQuery } from '@tanstack/react-query';
import { type MessageDetail, messagesPaths } from '../../../../contract/messages';
import { apiFetch } from '../../../app/api/client';
import { messageKeys } from './message-keys';

/** GET /api/v1/messages/{id}: reading marks a received message read. */
export const useMessage = (id: string | undefined) =>
  useQuery({
    queryKey: messageKeys.message(id ?? ''),
    queryFn: ({ signal }) => apiFetch<MessageDetail>(messagesPaths.message(id ?? ''), { signal }),
    enabled: Boolean(id),
  });
