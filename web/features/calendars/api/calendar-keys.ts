/**
 * Query keys of the calendars area. The mutation hooks start their invalidations without awaiting
 * them: TanStack Query skips a mutate() call's own callbacks (toasts, navigation) when the component
 * unmounted meanwhile, and the refetched list often unmounts the very row that asked.
 */
export const calendarKeys = {
  all: ['calendars'] as const,
  calendars: (groupSlug: string | null) => ['calendars', 'list', groupSlug ?? ''] as const,
  calendar: (id: string) => ['calendars', 'detail', id] as const,
  token: ['calendars', 'token'] as const,
  appointments: ['appointments'] as const,
  month: (scope: string, date: string) => ['appointments', 'month', scope, date] as const,
  appointment: (id: string) => ['appointments', 'detail', id] as const,
  categories: ['appointments', 'categories'] as const,
  rooms: (start: string, end: string, roomId: string | null) =>
    ['appointments', 'rooms', start, end, roomId] as const,
  invites: (status: string) => ['appointments', 'invites', status] as const,
  participations: (status: string) => ['appointments', 'participations', status] as const,
};
