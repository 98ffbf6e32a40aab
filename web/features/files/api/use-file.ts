import { useQuery } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';
import { fileKeys } from './file-keys';
import type { FileDetail } from './files-types';

/** GET /api/storage/files/{id}: the file page with versions, lock and folder path. */
export const useFile = (id: string | undefined) =>
  useQuery({
    queryKey: fileKeys.file(id ?? ''),
    queryFn: ({ signal }) => apiFetch<FileDetail>(filesPaths.file(id ?? ''), { signal }),
    enabled: Boolean(id),
  });
