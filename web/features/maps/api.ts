import { useQuery } from '@tanstack/react-query';
import type { MapView } from '../../../contract/maps';
import { apiFetch, isApiError } from '../../app/api/client';

/** The map data of one of the map pages (contract/maps.ts); 404 when maps are off or the group is not shown. */
export const useMapData = (path: string) =>
  useQuery({
    queryKey: ['maps', path],
    queryFn: ({ signal }) => apiFetch<MapView>(path, { signal }),
    staleTime: 60_000,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
  });
