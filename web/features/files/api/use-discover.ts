import { useQuery } from '@tanstack/react-query';
import { filesPaths } from '../../../../contract/files';
import { apiFetch } from '../../../app/api/client';

export type Discovery = { apps: { name: string; extensions: string[]; actions: string[] }[] };

/** GET /api/storage/v2/discover: which document editor handles which extensions (cached one hour). */
export const useDiscover = () =>
  useQuery({
    queryKey: ['files', 'discover'],
    queryFn: ({ signal }) => apiFetch<Discovery>(filesPaths.discover, { signal }),
    staleTime: 60 * 60_000,
  });
