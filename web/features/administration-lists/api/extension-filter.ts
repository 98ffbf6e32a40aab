import { useQuery } from '@tanstack/react-query';
import {
  type FileExtensionFilter,
  fileExtensionFilterPath as path,
} from '../../../../contract/file-extension-filter';
import { apiFetch } from '../../../app/api/client';
import { useReloading } from './use-reloading';

const KEY = ['administration', 'file-extension-filter'] as const;

/** GET /administration/file_extension_filter */
export const useExtensionFilter = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiFetch<FileExtensionFilter>(path, { signal }) });

/** PUT /administration/file_extension_filter; the network (and so the uploader's filter) reloads too. */
export const useSaveExtensionFilter = () =>
  useReloading([], (filter: FileExtensionFilter) =>
    apiFetch<FileExtensionFilter>(path, { method: 'PUT', body: { file_extension_filter: filter } }),
  );
