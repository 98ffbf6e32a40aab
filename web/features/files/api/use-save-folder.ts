import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { FolderListing } from './files-types';

export type FolderFormValues = { name: string; description: string };

/**
 * Creates a subfolder (POST /api/v1/folders, retried under one Idempotency-Key) or, with `folderId`,
 * updates that folder (PUT /api/v1/folders/{id}); both answer the folder listing.
 */
export const useSaveFolder = (target: { folderId: string } | { parentId: string }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FolderFormValues) =>
      'folderId' in target
        ? apiFetch<FolderListing>(filesPaths.updateFolder(target.folderId), { method: 'PUT', body: values })
        : apiFetch<FolderListing>(filesPaths.createFolder, {
            method: 'POST',
            body: { ...values, parent_folder_id: target.parentId },
            idempotent: true,
          }),
    onSuccess: (folder) => {
      queryClient.setQueryData(fileKeys.folder(folder.id), folder);
      void queryClient.invalidateQueries({ queryKey: fileKeys.all });
    },
  });
};
