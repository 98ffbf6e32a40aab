import { Navigate, useLocation } from 'react-router';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useCalendars } from '../api/use-calendars';
import { encodeCalendarIds } from '../lib/calendar-ids';

/**
 * /calendars/my and /calendars/shared (older links): the overview filtered to the member's own
 * calendars, or to the calendars others shared with them.
 */
export const LegacyRedirectPage = () => {
  const { pathname } = useLocation();
  const calendars = useCalendars();
  if (calendars.isPending) return <LoadingState />;
  if (calendars.isError) return <ErrorState onRetry={() => void calendars.refetch()} />;
  const shared = pathname.endsWith('/shared');
  const ids = calendars.data.calendars
    .filter((calendar) =>
      shared
        ? calendar.shared_with_me
        : (calendar.type === 'personal' || calendar.type === 'shared') && !calendar.shared_with_me,
    )
    .map((calendar) => calendar.id);
  const value = encodeCalendarIds(ids);
  return <Navigate to={value ? `/appointments?calendarIds=${value}` : '/appointments'} replace />;
};

export { LegacyRedirectPage as Component };
