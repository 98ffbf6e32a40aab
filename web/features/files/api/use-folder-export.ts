import { useQuery } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { FolderExport } from './files-types';

const POLL_MS = 1500;

/** GET /api/v1/folders/{id}/export: the latest export, polled while it is being built. */
export const useFolderExport = (folderId: string, enabled: boolean) =>
  useQuery({
    queryKey: fileKeys.export(folderId),
    queryFn: ({ signal }) => apiFetch<FolderExport | null>(filesPaths.folderExport(folderId), { signal }),
    enabled,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'initialized' || status === 'in_progress' ? POLL_MS : false;
    },
  });
