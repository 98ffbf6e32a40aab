import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type MessageDetail, messagesPaths } from '../../../../contract/messages';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import { messageKeys } from './message-keys';

/** GET /api/v1/messages/{id}: reading marks a received message read, so the counters and lists refresh. */
export const useMessage = (id: string | undefined) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.message(id ?? ''),
    queryFn: async ({ signal }) => {
      const message = await apiFetch<MessageDetail>(messagesPaths.message(id ?? ''), { signal });
      if (message.received) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.unreadFeatures });
        void queryClient.invalidateQueries({ queryKey: ['messages', 'list'] });
      }
      return message;
    },
    enabled: Boolean(id),
  });
};
