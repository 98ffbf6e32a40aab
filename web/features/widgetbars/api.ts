import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type WidgetbarAdmin,
  type WidgetbarBody,
  type WidgetbarCalendars,
  type WidgetbarIndex,
  type WidgetbarView,
  widgetbarRef,
} from '../../../contract/widgetbars';
import { apiFetch } from '../../app/api/client';

/** `/administration` or `/groups/{slug}/administration`: where a scope's bars are administered. */
export const adminPrefix = (groupSlug?: string) =>
  groupSlug ? `/groups/${encodeURIComponent(groupSlug)}/administration` : '/administration';

/** GET /widgetbars/as-{slug} or /widgetbars/g-{group}-as-{slug}: the bar as the viewer sees it. */
export const useWidgetbar = (slug: string, groupId?: string | null) => {
  const ref = widgetbarRef(slug, groupId);
  return useQuery({
    queryKey: ['widgetbars', 'view', ref],
    queryFn: ({ signal }) => apiFetch<WidgetbarView>(`/widgetbars/${ref}`, { signal }),
    // A missing bar is an answer, not a failure to retry.
    retry: false,
  });
};

/** GET {admin}/widgetbars.json */
export const useWidgetbarIndex = (groupSlug?: string) =>
  useQuery({
    queryKey: ['widgetbars', 'index', groupSlug ?? null],
    queryFn: ({ signal }) =>
      apiFetch<WidgetbarIndex>(`${adminPrefix(groupSlug)}/widgetbars.json`, { signal }),
    retry: false,
  });

const adminKey = (groupSlug: string | undefined, slug: string) => [
  'widgetbars',
  'admin',
  groupSlug ?? null,
  slug,
];

/** GET {admin}/widgetbars/{slug}.json */
export const useWidgetbarAdmin = (slug: string, groupSlug?: string) =>
  useQuery({
    queryKey: adminKey(groupSlug, slug),
    queryFn: ({ signal }) =>
      apiFetch<WidgetbarAdmin>(`${adminPrefix(groupSlug)}/widgetbars/${encodeURIComponent(slug)}.json`, {
        signal,
      }),
    retry: false,
  });

/** GET {admin}/widgetbars/calendars.json, when an appointments widget is being edited. */
export const useWidgetbarCalendars = (groupSlug: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['widgetbars', 'calendars', groupSlug ?? null],
    queryFn: ({ signal }) =>
      apiFetch<WidgetbarCalendars>(`${adminPrefix(groupSlug)}/widgetbars/calendars.json`, { signal }),
    enabled,
  });

/** PUT {admin}/widgetbars/{slug}.json; the pages showing bars load them again. */
export const useSaveWidgetbar = (slug: string, groupSlug?: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WidgetbarBody) =>
      apiFetch<WidgetbarAdmin>(`${adminPrefix(groupSlug)}/widgetbars/${encodeURIComponent(slug)}.json`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (saved) => {
      client.setQueryData(adminKey(groupSlug, slug), saved);
      void client.invalidateQueries({ queryKey: ['widgetbars', 'view'] });
      void client.invalidateQueries({ queryKey: ['widgetbars', 'index'] });
    },
  });
};
