import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { PendingVersion } from './files-types';

/** POST .../pending_versions/{id}/approve: the version becomes the file's current one. */
export const useApprovePending = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pending: PendingVersion) =>
      apiFetch<void>(filesPaths.approve(pending.file_id, pending.id), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
};
