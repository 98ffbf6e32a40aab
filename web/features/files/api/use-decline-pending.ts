import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { PendingVersion } from './files-types';

/** DELETE .../pending_versions/{id}: the proposed version is discarded. */
export const useDeclinePending = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pending: PendingVersion) =>
      apiFetch<void>(filesPaths.decline(pending.file_id, pending.id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
};
