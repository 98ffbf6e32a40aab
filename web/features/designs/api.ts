import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DesignDetail, DesignInput, DesignList } from '../../../contract/designs';
import { apiFetch } from '../../app/api/client';
import { queryKeys } from '../../app/api/query-keys';

const BASE = '/api/v1/administration/designs';
const KEY = ['administration', 'designs'] as const;

/** GET /api/v1/administration/designs */
export const useDesigns = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiFetch<DesignList>(BASE, { signal }) });

/** GET /api/v1/administration/designs/{id} */
export const useDesign = (id: string) =>
  useQuery({
    queryKey: [...KEY, id],
    queryFn: ({ signal }) => apiFetch<DesignDetail>(`${BASE}/${encodeURIComponent(id)}`, { signal }),
  });

/**
 * Saving or resetting reloads the designs, the network (the shell applies its design at once) and
 * every group's effective design.
 */
const useDesignMutation = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: queryKeys.network }),
        queryClient.invalidateQueries({ queryKey: ['designs', 'effective'] }),
      ]),
  });
};

export const useSaveDesign = (id: string) =>
  useDesignMutation((design: DesignInput) =>
    apiFetch<DesignDetail>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body: design }),
  );

export const useResetDesign = (id: string) =>
  useDesignMutation(() => apiFetch<void>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }));
