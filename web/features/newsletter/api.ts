import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NewsletterIssueList,
  type NewsletterSection,
  type NewsletterSettings,
  newsletterPaths,
  type UpcomingActivities,
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

const ORDER_KEY: QueryKey = ['administration', 'newsletter', 'upcoming-activities'];

/** GET /administration/newsletter/settings/upcoming_activities */
export const useUpcomingActivities = () =>
  useQuery({
    queryKey: ORDER_KEY,
    queryFn: ({ signal }) => apiFetch<UpcomingActivities>(newsletterPaths.upcomingActivities, { signal }),
  });

/** POST /administration/newsletter/settings/update_upcoming_activities (204). */
export const useUpdateUpcomingActivities = () =>
  useMutation({
    mutationFn: (order: NewsletterSection[]) =>
      apiFetch<void>(newsletterPaths.updateUpcomingActivities, { method: 'POST', body: { order } }),
  });

const ISSUES_KEY: QueryKey = ['administration', 'newsletter', 'issues'];

/** GET /administration/newsletter/issues: the latest sendings and their progress. */
export const useNewsletterIssues = () =>
  useQuery({
    queryKey: ISSUES_KEY,
    queryFn: ({ signal }) => apiFetch<NewsletterIssueList>(newsletterPaths.issues, { signal }),
  });

/** POST /administration/newsletter/test_mail (204): the newsletter to the administrator, now. */
export const useSendTestNewsletter = () =>
  useMutation({ mutationFn: () => apiFetch<void>(newsletterPaths.testMail, { method: 'POST' }) });
