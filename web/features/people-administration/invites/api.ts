import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ExternalInviteBody,
  type ExternalInviteResult,
  type InviteOptions,
  type MembershipInviteBody,
  invitationPaths as paths,
  type RegistrationBody,
  type RegistrationInfo,
  type RenewBody,
  type SentInviteList,
} from '../../../../contract/invitations';
import { ApiError, apiFetch } from '../../../app/api/client';

/** The network scope's pages; the group and group-category scopes use the same calls with their prefix. */
export const NETWORK_SCOPE = '/administration';

/** The invite scope of the current route: a group's, a group category's or the network's. */
export const inviteScopeOf = (params: { groupSlug?: string; categorySlug?: string }) =>
  params.groupSlug
    ? `/groups/${params.groupSlug}`
    : params.categorySlug
      ? `/group-categories/${params.categorySlug}`
      : NETWORK_SCOPE;

/** Where a scope's sent invites are listed (the network's and a group's; categories have none). */
export const sentInvitesPathOf = (params: { groupSlug?: string; categorySlug?: string }) =>
  params.groupSlug
    ? `/groups/${params.groupSlug}/invites/sent`
    : params.categorySlug
      ? null
      : '/administration/invites/sent';

const keys = {
  all: ['invitations'] as const,
  options: (scope: string) => ['invitations', 'options', scope] as const,
  sent: (scope: string, page: number) => ['invitations', 'sent', scope, page] as const,
};

export const useInviteOptions = (scope: string) =>
  useQuery({
    queryKey: keys.options(scope),
    queryFn: ({ signal }) => apiFetch<InviteOptions>(paths.options(scope), { signal }),
  });

export const useSentInvites = (scope: string, page: number) =>
  useQuery({
    queryKey: keys.sent(scope, page),
    queryFn: ({ signal }) =>
      apiFetch<SentInviteList>(paths.sent(scope), { query: { page, per: 25 }, signal }),
    placeholderData: (previous) => previous,
  });

const useReloading = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
};

export const useInviteByAddress = (scope: string) =>
  useReloading((body: ExternalInviteBody) =>
    apiFetch<ExternalInviteResult>(paths.external(scope), { method: 'POST', body }),
  );

/** The CSV goes as a multipart form, which apiFetch (JSON only) does not send. */
async function postForm<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (cause) {
    throw new ApiError({ status: 0, code: 'network_error', message: String(cause) });
  }
  const body = (await response.json().catch(() => null)) as
    | (T & { error?: { code?: string; message?: string; fields?: Record<string, string[]> } })
    | null;
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      code: body?.error?.code ?? `http_${response.status}`,
      message: body?.error?.message ?? response.statusText,
      fields: body?.error?.fields ?? {},
    });
  }
  return body as T;
}

export const useInviteFromCsv = (scope: string) =>
  useReloading((form: FormData) => postForm<ExternalInviteResult>(paths.external(scope), form));

export const useInviteMembers = (scope: string) =>
  useReloading((body: MembershipInviteBody) =>
    apiFetch<{ invited: number }>(paths.internal(scope), { method: 'POST', body }),
  );

export const useRenewInvites = () =>
  useReloading((body: RenewBody) => apiFetch<{ count: number }>(paths.renew, { method: 'POST', body }));

export const useRevokeInvites = () =>
  useReloading((ids: string[]) =>
    apiFetch<{ count: number }>(paths.revoke, { method: 'POST', body: { invite_ids: ids } }),
  );

/** The registration page's link: 404 never sent, 410 expired, revoked or used. */
export const useRegistrationInfo = (token: string) =>
  useQuery({
    queryKey: ['invitation-link', token],
    queryFn: ({ signal }) => apiFetch<RegistrationInfo>(paths.registration(token), { signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRegister = (token: string) =>
  useMutation({
    mutationFn: (body: RegistrationBody) =>
      apiFetch<{ redirect_to: string }>(paths.registration(token), { method: 'POST', body }),
  });
