import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MemberSettings,
  memberSettingsPath,
  type UpdateMemberSettings,
} from '../../../contract/member-settings';
import { apiFetch } from '../../app/api/client';
import { queryKeys } from '../../app/api/query-keys';

export const settingsKey = (memberId: string) => ['member-settings', memberId] as const;

export const useMemberSettings = (memberId: string) =>
  useQuery({
    queryKey: settingsKey(memberId),
    queryFn: ({ signal }) => apiFetch<MemberSettings>(memberSettingsPath(memberId), { signal }),
    enabled: memberId !== '',
  });

export const useSaveMemberSettings = (memberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMemberSettings) =>
      apiFetch<MemberSettings>(memberSettingsPath(memberId), { method: 'PUT', body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey(memberId), settings);
      // /api/v1/me carries the language and time zone.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
};
