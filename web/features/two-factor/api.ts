import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateFactorResponse,
  FactorsResponse,
  FactorType,
  NewFactorResponse,
  SignInStepResponse,
} from '../../../contract/two-factor';
import { twoFactorPaths } from '../../../contract/two-factor';
import { apiFetch } from '../../app/api/client';
import { queryKeys } from '../../app/api/query-keys';
import { meQuery } from '../../app/api/use-me';

const FACTORS_KEY = ['two-factor', 'factors'] as const;
const STEP_KEY = ['two-factor', 'sign-in-step'] as const;

/** The half-done sign-in of this browser (401 when there is none). */
export const useSignInStep = () =>
  useQuery({
    queryKey: STEP_KEY,
    queryFn: ({ signal }) => apiFetch<SignInStepResponse>(twoFactorPaths.signInStep, { signal }),
    retry: false,
  });

export const useFactors = (enabled: boolean) =>
  useQuery({
    queryKey: FACTORS_KEY,
    queryFn: ({ signal }) => apiFetch<FactorsResponse>(twoFactorPaths.factors, { signal }),
    enabled,
    retry: false,
  });

/** A new TOTP secret to scan, or a code sent by e-mail; asked for once per opened view. */
export const useNewFactor = (type: FactorType) =>
  useQuery({
    queryKey: ['two-factor', 'new', type],
    queryFn: ({ signal }) =>
      apiFetch<NewFactorResponse>(twoFactorPaths.newFactor, { query: { type }, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** Completes a sign-in; the member is loaded before anyone navigates. */
const useSignedIn = () => {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    void queryClient.invalidateQueries({ queryKey: queryKeys.network });
  };
};

export const useVerifyCode = () => {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch<{ redirect_to: string }>(twoFactorPaths.signInStep, { method: 'PUT', body: { code } }),
    onSuccess: signedIn,
  });
};

export const useSendEmailCode = () =>
  useMutation({
    mutationFn: () => apiFetch<{ email: string }>(twoFactorPaths.emailCode, { method: 'POST' }),
  });

export const useCreateFactor = () => {
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: { type: FactorType; code: string; secret_key?: string }) =>
      apiFetch<CreateFactorResponse>(twoFactorPaths.factors, { method: 'POST', body }),
    onSuccess: async (response) => {
      if (response.redirect_to) await signedIn();
      void queryClient.invalidateQueries({ queryKey: FACTORS_KEY });
    },
  });
};

export const useDeleteFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code }: { id: string; code?: string }) =>
      apiFetch<void>(twoFactorPaths.factor(id), { method: 'DELETE', body: code ? { code } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FACTORS_KEY }),
  });
};

export const useResetBackupCodes = () =>
  useMutation({
    mutationFn: ({ id, code }: { id: string; code: string }) =>
      apiFetch<{ backup_codes: string[] }>(twoFactorPaths.resetBackupCodes(id), {
        method: 'POST',
        body: { code },
      }),
  });
