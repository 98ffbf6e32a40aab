import { useQuery } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { PendingVersion } from './files-types';

/** GET /api/storage/folders/{id}/files/approval: pending versions below the context's root folder. */
export const usePendingVersions = (rootFolderId: string | undefined) =>
  useQuery({
    queryKey: fileKeys.pending(rootFolderId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<PendingVersion[]>(filesPaths.approvalList(rootFolderId ?? ''), { signal }),
    enabled: Boolean(rootFolderId),
  });
