import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesPaths } from '../../../../contract/messages';
import { apiFetch } from '../../../app/api/client';
import { messageKeys } from './message-keys';
import type { MessageBox } from './use-message-list';

/** DELETE /api/v1/messages/delete or /api/v1/messages/sent/delete with message_ids. */
export const useBulkDelete = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, box }: { ids: string[]; box: MessageBox }) =>
      apiFetch<{ message_ids: string[] }>(
        box === 'inbox' ? messagesPaths.bulkDelete : messagesPaths.bulkDeleteSent,
        {
          method: 'DELETE',
          body: { message_ids: ids },
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
