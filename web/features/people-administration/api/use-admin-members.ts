import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AdminGroupMemberships,
  type AdminMember,
  type AdminMemberList,
  type AdminMemberOptions,
  memberAdministrationPaths as paths,
} from '../../../../contract/member-administration';
import { apiFetch } from '../../../app/api/client';
import { memberAdministrationKeys as keys } from './keys';

/** GET /administration/members?q=&page= */
export const useAdminMembers = (q: string, page: number) =>
  useQuery({
    queryKey: keys.list(q, page),
    queryFn: ({ signal }) =>
      apiFetch<AdminMemberList>(paths.list, { signal, query: { q: q || undefined, page } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/administration/members/{id} */
export const useAdminMember = (id: string | undefined) =>
  useQuery({
    queryKey: keys.member(id ?? ''),
    queryFn: ({ signal }) => apiFetch<AdminMember>(paths.member(id ?? ''), { signal }),
    enabled: Boolean(id),
  });

/** What the forms offer: roles and whether the guest switch and roles apply. */
export const useAdminMemberOptions = () =>
  useQuery({
    queryKey: keys.options,
    queryFn: ({ signal }) => apiFetch<AdminMemberOptions>(paths.options, { signal }),
  });

export const useAdminGroupMemberships = (id: string) =>
  useQuery({
    queryKey: keys.groups(id),
    queryFn: ({ signal }) => apiFetch<AdminGroupMemberships>(paths.groupMemberships(id), { signal }),
  });
