import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type ChangePasswordBody,
  type LinkStatus,
  passwordPaths,
  type RequestResetBody,
  type ResetPasswordBody,
} from '../../../../contract/passwords';
import { apiFetch } from '../../../app/api/client';

/** PUT /users: the own password; other sessions end. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) => apiFetch<void>(passwordPaths.change, { method: 'PUT', body }),
  });

/** POST /users/password: the same answer whether or not the address has an account. */
export const useRequestReset = () =>
  useMutation({
    mutationFn: (body: RequestResetBody) => apiFetch<void>(passwordPaths.reset, { method: 'POST', body }),
  });

/** PUT /users/password with the link's token. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      apiFetch<{ redirect_to: string }>(passwordPaths.reset, { method: 'PUT', body }),
  });

/** Whether the mailed link still works (422 when expired or used). */
export const useLinkStatus = (token: string) =>
  useQuery({
    queryKey: ['password-link', token],
    queryFn: ({ signal }) =>
      apiFetch<LinkStatus>(passwordPaths.linkStatus, { query: { reset_password_token: token }, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
