import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesPaths } from '../../../../contract/messages';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import { messageKeys } from './message-keys';

/** POST (read) or DELETE (unread) /api/v1/messages/read with message_ids. */
export const useBulkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, read }: { ids: string[]; read: boolean }) =>
      apiFetch<{ message_ids: string[] }>(messagesPaths.bulkRead, {
        method: read ? 'POST' : 'DELETE',
        body: { message_ids: ids },
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.unreadFeatures });
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
};
