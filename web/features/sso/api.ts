import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ScimTokenBody,
  type ScimTokenCreated,
  type ScimTokenList,
  scimPaths,
} from '../../../contract/scim';
import {
  type AdminSsoProvider,
  type AdminSsoProviderList,
  type SsoProviderInput,
  type SsoTestResult,
  ssoPaths,
} from '../../../contract/sso';
import { apiFetch } from '../../app/api/client';

export const LIST_PATH = '/administration/sso_providers';

const KEY: QueryKey = ['administration', 'sso-providers'];

/** A mutation that reloads the providers once it succeeded. */
const useReloading = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
};

/** GET /administration/sso_providers */
export const useSsoProviders = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch<AdminSsoProviderList>(ssoPaths.adminList, { signal }),
  });

/** POST /administration/sso_providers */
export const useCreateSsoProvider = () =>
  useReloading((body: SsoProviderInput) =>
    apiFetch<AdminSsoProvider>(ssoPaths.adminList, { method: 'POST', body }),
  );

/** PUT /administration/sso_providers/{id} */
export const useUpdateSsoProvider = (id: string) =>
  useReloading((body: SsoProviderInput) =>
    apiFetch<AdminSsoProvider>(ssoPaths.adminProvider(id), { method: 'PUT', body }),
  );

/** DELETE /administration/sso_providers/{id} */
export const useDeleteSsoProvider = () =>
  useReloading((id: string) => apiFetch<void>(ssoPaths.adminProvider(id), { method: 'DELETE' }));

/** POST /administration/sso_providers/{id}/test: discovery against the issuer. */
export const useTestSsoProvider = () =>
  useMutation({
    mutationFn: (id: string) => apiFetch<SsoTestResult>(ssoPaths.adminTest(id), { method: 'POST' }),
  });

const TOKENS_KEY: QueryKey = ['administration', 'scim-tokens'];

/** GET /administration/scim_tokens */
export const useScimTokens = () =>
  useQuery({
    queryKey: TOKENS_KEY,
    queryFn: ({ signal }) => apiFetch<ScimTokenList>(scimPaths.tokens, { signal }),
  });

/** A token mutation that reloads the list once it succeeded. */
const useReloadingTokens = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
};

/** POST /administration/scim_tokens: the answer holds the token, shown this once. */
export const useCreateScimToken = () =>
  useReloadingTokens((body: ScimTokenBody) =>
    apiFetch<ScimTokenCreated>(scimPaths.tokens, { method: 'POST', body }),
  );

/** DELETE /administration/scim_tokens/{id} */
export const useRevokeScimToken = () =>
  useReloadingTokens((id: string) => apiFetch<void>(scimPaths.token(id), { method: 'DELETE' }));
