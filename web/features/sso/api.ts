import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
