import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { FileDetail } from './files-types';

/** PUT /api/storage/files/{id}/lock with the date the lock ends. */
export const useLockFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lockedUntil }: { id: string; lockedUntil: string }) =>
      apiFetch<FileDetail>(filesPaths.lock(id), { method: 'PUT', body: { locked_until: lockedUntil } }),
    onSuccess: (file) => {
      queryClient.setQueryData(fileKeys.file(file.id), file);
      void queryClient.invalidateQueries({ queryKey: ['files', 'folder'] });
    },
  });
};
