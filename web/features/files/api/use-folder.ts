import { useQuery } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { FolderListing } from './files-types';

/** Part 1 section 9: a folder listing shows at most 1000 entries. */
export const FOLDER_LISTING_LIMIT = 1000;

export const folderQuery = (id: string) => ({
  queryKey: fileKeys.folder(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<FolderListing>(filesPaths.folder(id), { signal, query: { limit: FOLDER_LISTING_LIMIT } }),
});

/** GET /api/storage/folders/{id}?limit=1000: the folder with its path, subfolders and files. */
export const useFolder = (id: string | null | undefined) =>
  useQuery({ ...folderQuery(id ?? ''), enabled: Boolean(id) });
