import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { FileDetail } from './files-types';

/** DELETE /api/storage/files/{id}/lock: the lock owner releases the file. */
export const useUnlockFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<FileDetail>(filesPaths.lock(id), { method: 'DELETE' }),
    onSuccess: (file) => {
      queryClient.setQueryData(fileKeys.file(file.id), file);
      void queryClient.invalidateQueries({ queryKey: ['files', 'folder'] });
    },
  });
};
