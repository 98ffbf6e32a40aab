import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { NewFilesResponse } from './files-types';

export type NewFilesBody = {
  files: { id: string }[];
  folder_ids: string[];
  description: string;
  file_profile: string | null;
  post_to_stream: boolean;
};

/** POST /api/v1/files: publishes the volatile uploads of the new-files form into the folder. */
export const useSubmitFiles = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewFilesBody) =>
      apiFetch<NewFilesResponse>(filesPaths.submitFiles, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
};
