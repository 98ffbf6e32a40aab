import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { FolderExport } from './files-types';

/** POST /api/v1/folders/{id}/export: starts a new export ('generate new'). */
export const useStartExport = (folderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<FolderExport>(filesPaths.folderExport(folderId), { method: 'POST' }),
    onSuccess: (created) => queryClient.setQueryData(fileKeys.export(folderId), created),
  });
};
