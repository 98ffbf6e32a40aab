import { useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useCalendar } from '../api/use-calendar';
import { useCalendars } from '../api/use-calendars';
import { CalendarForm } from './calendar-form';

/** /calendars/new (?type, ?parent_id) and /calendars/{id}/edit. */
export const CalendarFormPage = () => {
  const { calendarId } = useParams();
  const calendar = useCalendar(calendarId);
  const list = useCalendars();
  if ((calendarId && calendar.isPending) || list.isPending) return <LoadingState />;
  if ((calendarId && calendar.isError) || list.isError) return <ErrorState />;
  return <CalendarForm key={calendarId ?? 'new'} calendar={calendar.data ?? null} can={list.data.can} />;
};

export { CalendarFormPage as Component };
