import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Translation,
  type TranslationLanguages,
  type TranslationSubject,
  translationPaths,
} from '../../../contract/translations';
import { apiFetch } from '../../app/api/client';

const keys = {
  languages: ['translations', 'languages'] as const,
  subject: (lng: string, type: TranslationSubject, id: string) => ['translations', lng, type, id] as const,
};

/** GET /translations/languages: asked once per session; the list does not change. */
export const useTranslationLanguages = () =>
  useQuery({
    queryKey: keys.languages,
    queryFn: ({ signal }) => apiFetch<TranslationLanguages>(translationPaths.languages, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /translations/{lng}/{type}/{id}; nothing is asked while no language is chosen. */
export const useContentTranslation = (lng: string | null, type: TranslationSubject, id: string) =>
  useQuery({
    queryKey: keys.subject(lng ?? '', type, id),
    queryFn: ({ signal }) =>
      apiFetch<Translation>(translationPaths.translation(lng ?? '', type, id), { signal }),
    enabled: lng !== null && id !== '',
    retry: false,
    staleTime: 60_000,
  });

/** PUT /translations/{lng}/{type}/{id}: an editor's manual translation. */
export const useSaveTranslation = (type: TranslationSubject, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lng, fields }: { lng: string; fields: Record<string, string> }) =>
      apiFetch<Translation>(translationPaths.translation(lng, type, id), { method: 'PUT', body: { fields } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.subject(saved.lng, type, id), saved);
      // A channel's translation carries its widgets' texts: every cached one of this language is stale.
      void queryClient.invalidateQueries({ queryKey: ['translations', saved.lng] });
    },
  });
};
