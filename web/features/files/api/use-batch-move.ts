import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';

export type BatchSelection = { file_ids: string[]; folder_ids: string[]; source_folder_id?: string };

/** POST /api/storage/files/move: one call moves the selected files and folders together. */
export const useBatchMove = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchSelection & { target_folder_id: string }) =>
      apiFetch<{ file_ids: string[]; folder_ids: string[] }>(filesPaths.batchMove('files'), {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
};
