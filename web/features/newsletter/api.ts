import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NewsletterSettings,
  newsletterPaths,
  type UpdateNewsletterSettingsBody,
} from '../../../contract/newsletter';
import { apiFetch } from '../../app/api/client';

const SETTINGS_KEY: QueryKey = ['administration', 'newsletter', 'settings'];

/** GET /administration/newsletter/settings */
export const useNewsletterSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiFetch<NewsletterSettings>(newsletterPaths.settings, { signal }),
  });

/** PUT /administration/newsletter/settings: the answer (with the next dates) replaces the cached one. */
export const useUpdateNewsletterSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNewsletterSettingsBody) =>
      apiFetch<NewsletterSettings>(newsletterPaths.settings, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
};
