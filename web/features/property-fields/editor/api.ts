import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertySetBody, PropertySetResponse } from '../../../../contract/property-sets';
import { apiFetch } from '../../../app/api/client';

/** GET and PUT /api/v1/property_sets/{name} with the context (part 1 section 7). */
const setPath = (name: string) => `/api/v1/property_sets/${encodeURIComponent(name)}`;
const contextQuery = (groupSlug?: string) =>
  groupSlug ? { context_type: 'group', context_id: groupSlug } : { context_type: 'network' };
const setKey = (name: string, groupSlug?: string) => ['property-sets', groupSlug ?? null, name];

/** The context's own set (no inheritance: the editor edits what the context stores). */
export const usePropertySet = (name: string, groupSlug?: string) =>
  useQuery({
    queryKey: setKey(name, groupSlug),
    queryFn: ({ signal }) =>
      apiFetch<PropertySetResponse>(setPath(name), { signal, query: contextQuery(groupSlug) }),
    // A set nobody saved yet is an answer (404 not_found), not a failure to retry.
    retry: false,
  });

/** The network's set of the name: the parent a group's modified set adds options to. */
export const useNetworkPropertySet = (name: string, enabled: boolean) =>
  useQuery({
    queryKey: setKey(name),
    queryFn: ({ signal }) => apiFetch<PropertySetResponse>(setPath(name), { signal, query: contextQuery() }),
    retry: false,
    enabled,
  });

export const useSavePropertySet = (name: string, groupSlug?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertySetBody) =>
      apiFetch<PropertySetResponse>(setPath(name), { method: 'PUT', body, query: contextQuery(groupSlug) }),
    onSuccess: (saved) => queryClient.setQueryData(setKey(name, groupSlug), saved),
  });
};
