import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MembershipRole,
  type MembershipRoleBody,
  type MembershipRoleList,
  membershipRolePaths as paths,
} from '../../../../contract/membership-roles';
import { apiFetch } from '../../../app/api/client';

/** `scope` is '' for the network's roles and /groups/{slug} for a group's. */
const key = (scope: string) => ['membership-roles', scope] as const;

export const useMembershipRoles = (scope: string) =>
  useQuery({
    queryKey: key(scope),
    queryFn: ({ signal }) => apiFetch<MembershipRoleList>(paths.list(scope), { signal }),
    retry: false,
  });

const useReloading = <Input, Output>(scope: string, run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(scope) }),
  });
};

export const useSaveRole = (scope: string) =>
  useReloading(scope, ({ id, body }: { id?: string; body: MembershipRoleBody }) =>
    id
      ? apiFetch<MembershipRole>(paths.role(scope, id), { method: 'PUT', body })
      : apiFetch<MembershipRole>(paths.list(scope), { method: 'POST', body }),
  );

export const useDeleteRole = (scope: string) =>
  useReloading(scope, (id: string) => apiFetch<void>(paths.role(scope, id), { method: 'DELETE' }));
