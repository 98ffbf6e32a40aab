import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { BatchSelection } from './use-batch-move';

/** DELETE /api/storage/files with file_ids and folder_ids (needs destroy on every item). */
export const useBatchDelete = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchSelection) =>
      apiFetch<{ file_ids: string[]; folder_ids: string[] }>(filesPaths.batchDelete('files'), {
        method: 'DELETE',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
};
