import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { NewVersionResponse } from './files-types';

/**
 * POST /api/v1/files/{id}/versions with a volatile upload. In a folder that requires approval the
 * answer carries a pending version instead of a new current version.
 */
export const useNewVersion = (fileId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { upload_id: string; description: string }) =>
      apiFetch<NewVersionResponse>(filesPaths.newVersion(fileId), { method: 'POST', body }),
    onSuccess: (result) => {
      queryClient.setQueryData(fileKeys.file(fileId), result.file);
      void queryClient.invalidateQueries({ queryKey: fileKeys.all });
    },
  });
};
