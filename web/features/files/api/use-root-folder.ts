import { useQuery } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { FilesContext, FolderListing } from './files-types';

/** GET /api/v1/folders/root: the root folder of the network or a group. */
export const useRootFolder = (context: FilesContext | null) =>
  useQuery({
    queryKey: fileKeys.root(context?.contextType ?? '', context?.contextId ?? null),
    queryFn: ({ signal }) =>
      apiFetch<FolderListing>(filesPaths.rootFolder, {
        signal,
        query: { context_type: context?.contextType, context_id: context?.contextId },
      }),
    enabled: Boolean(context),
  });
