import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdministrationHome } from '../../../contract/administration';
import {
  type ImprintEdit,
  type LegalTextDetail,
  type LegalTextInput,
  type LegalTextRow,
  legalTextPaths,
} from '../../../contract/legal-texts';
import {
  type BirthdayEmails,
  type NetworkSettingsValues,
  networkSettingsPaths,
  type SettingsResponse,
} from '../../../contract/network-settings';
import { apiFetch } from '../../app/api/client';
import { queryKeys } from '../../app/api/query-keys';

export const administrationKeys = {
  home: ['administration', 'home'] as const,
  settings: ['administration', 'settings'] as const,
  legalTexts: ['administration', 'legal-texts'] as const,
  legalText: (id: string) => ['administration', 'legal-texts', id] as const,
  imprint: ['administration', 'imprint'] as const,
};

export const useAdministrationHome = () =>
  useQuery({
    queryKey: administrationKeys.home,
    queryFn: ({ signal }) => apiFetch<AdministrationHome>('/api/v1/administration', { signal }),
  });

export const useSettings = () =>
  useQuery({
    queryKey: administrationKeys.settings,
    queryFn: ({ signal }) => apiFetch<SettingsResponse>(networkSettingsPaths.settings, { signal }),
  });

export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NetworkSettingsValues) =>
      apiFetch<SettingsResponse>(networkSettingsPaths.settings, { method: 'PUT', body: { settings } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(administrationKeys.settings, saved);
      // Name, language and texts the shell shows come from /api/v1/network.
      void queryClient.invalidateQueries({ queryKey: queryKeys.network });
    },
  });
};

export const useSendTestBirthdayEmail = () =>
  useMutation({
    mutationFn: (birthday_emails: BirthdayEmails) =>
      apiFetch<void>(networkSettingsPaths.testBirthdayEmail, { method: 'POST', body: { birthday_emails } }),
  });

export const useLegalTexts = () =>
  useQuery({
    queryKey: administrationKeys.legalTexts,
    queryFn: ({ signal }) =>
      apiFetch<{ legal_texts: LegalTextRow[] }>(legalTextPaths.list, { signal }).then((r) => r.legal_texts),
  });

export const useLegalText = (id: string | undefined) =>
  useQuery({
    queryKey: administrationKeys.legalText(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) => apiFetch<LegalTextDetail>(legalTextPaths.one(id ?? ''), { signal }),
  });

const useReloadingLegalTexts = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.legalTexts }),
  });
};

export const useCreateLegalText = () =>
  useReloadingLegalTexts((legal_text: LegalTextInput) =>
    apiFetch<LegalTextDetail>(legalTextPaths.list, { method: 'POST', body: { legal_text } }),
  );

export const useUpdateLegalText = (id: string) =>
  useReloadingLegalTexts((legal_text: Omit<LegalTextInput, 'handle'>) =>
    apiFetch<LegalTextDetail>(legalTextPaths.one(id), { method: 'PUT', body: { legal_text } }),
  );

export const useDeleteLegalText = () =>
  useReloadingLegalTexts((id: string) => apiFetch<void>(legalTextPaths.one(id), { method: 'DELETE' }));

export const useImprint = () =>
  useQuery({
    queryKey: administrationKeys.imprint,
    queryFn: ({ signal }) => apiFetch<ImprintEdit>(legalTextPaths.imprintEdit, { signal }),
  });

export const useSaveImprint = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imprint: ImprintEdit['imprint']) =>
      apiFetch<ImprintEdit>(legalTextPaths.imprint, { method: 'PUT', body: { imprint } }),
    onSuccess: (saved) => queryClient.setQueryData(administrationKeys.imprint, saved),
  });
};
