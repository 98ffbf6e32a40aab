import { useParams, useSearchParams } from 'react-router';
import { useMe } from '../../../app/api/use-me';
import { useNetwork } from '../../../app/api/use-network';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useAppointment } from '../api/use-appointment';
import { useCalendars } from '../api/use-calendars';
import { AppointmentForm } from './appointment-form';
import { formValuesOf, newFormValues } from './form-values';

/** /appointments/new (?date, calendar_id, post_to_stream, description, streams) and /appointments/{id}/edit. */
export const AppointmentFormPage = () => {
  const { appointmentId } = useParams();
  const [searchParams] = useSearchParams();
  const me = useMe();
  const network = useNetwork();
  const calendars = useCalendars();
  const appointment = useAppointment(appointmentId);
  if (me.isPending || network.isPending || calendars.isPending || (appointmentId && appointment.isPending))
    return <LoadingState />;
  if (me.isError || network.isError || calendars.isError || (appointmentId && appointment.isError))
    return <ErrorState />;
  const creatable = calendars.data.calendars.filter((calendar) => calendar.can.create_appointments);
  const existing = appointment.data ?? null;
  if (existing && !existing.can.update) return <ErrorState />;
  const requested = searchParams.get('calendar_id');
  const personal = creatable.find((calendar) => calendar.type === 'personal' && !calendar.shared_with_me);
  const initialCalendars =
    requested && creatable.some((calendar) => calendar.id === requested)
      ? [requested]
      : personal
        ? [personal.id]
        : creatable.length === 1 && creatable[0]
          ? [creatable[0].id]
          : [];
  const initial = existing
    ? formValuesOf(existing)
    : newFormValues({
        now: new Date(),
        zone: me.data.time_zone,
        date: searchParams.get('date'),
        calendarIds: initialCalendars,
        description: searchParams.get('description') ?? '',
        // `streams` names the streams to post to; any value asks for a stream post.
        postToStream: searchParams.get('post_to_stream') === 'true' || searchParams.has('streams'),
      });
  // Calendars already chosen stay listed even when the member may no longer add appointments to them.
  const offered = [
    ...creatable,
    ...calendars.data.calendars.filter(
      (calendar) => !calendar.can.create_appointments && initial.calendarIds.includes(calendar.id),
    ),
  ];
  return (
    <AppointmentForm
      key={appointmentId ?? 'new'}
      appointment={existing}
      initial={initial}
      calendars={offered}
      me={me.data}
      network={network.data}
    />
  );
};

export { AppointmentFormPage as Component };
