import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberProfileForm, OnboardingBody, UpdateMemberBody } from '../../../../contract/members';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import type { MemberDetail } from '../../../app/api/types';

const formPath = (id: string) => `/members/${encodeURIComponent(id)}/edit`;

/** GET /members/{id}/edit: every configured profile field with its value. */
export const useProfileForm = (id: string) =>
  useQuery({
    queryKey: ['members', 'profile-form', id],
    queryFn: ({ signal }) => apiFetch<MemberProfileForm>(formPath(id), { signal }),
  });

/** PUT /members/{id}; the member page shows the answer at once. */
export const useUpdateProfile = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMemberBody) =>
      apiFetch<MemberDetail>(`/members/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: (member) => {
      queryClient.setQueryData(queryKeys.member(id), member);
      void queryClient.invalidateQueries({ queryKey: ['members'] });
    },
  });
};

type PictureAnswer = { images: { small: string | null; medium: string | null } };

/**
 * PUT (an upload's id) or DELETE /api/v1/members/{id}/picture; the header, member pages and this
 * form load the new picture.
 */
export const useChangePicture = (id: string) => {
  const queryClient = useQueryClient();
  const path = `/api/v1/members/${encodeURIComponent(id)}/picture`;
  return useMutation({
    mutationFn: (fileId: string | null) =>
      fileId
        ? apiFetch<PictureAnswer>(path, { method: 'PUT', body: { file_id: fileId } })
        : apiFetch<PictureAnswer>(path, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: ['members'] }),
      ]),
  });
};

/** GET /onboarding/profile: the member's own profile form. */
export const useOnboardingForm = () =>
  useQuery({
    queryKey: ['members', 'onboarding-form'],
    queryFn: ({ signal }) => apiFetch<MemberProfileForm>('/onboarding/profile', { signal }),
  });

/** PUT /onboarding/profile; the member record no longer asks for the form afterwards. */
export const useCompleteOnboarding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingBody) =>
      apiFetch<{ redirect_to: string }>('/onboarding/profile', { method: 'PUT', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: ['members'] }),
      ]),
  });
};
