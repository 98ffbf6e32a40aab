import { useQuery } from '@tanstack/react-query';
import { appointmentsPaths, type MeetingRoom } from '../../../../contract/appointments';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

/** GET /meeting_rooms?filter=reservable&start&end&room_id: idle until there is an end. */
export const useMeetingRooms = (options: {
  enabled: boolean;
  start: string;
  end: string | null;
  roomId: string | null;
  appointmentId: string | null;
}) =>
  useQuery({
    queryKey: calendarKeys.rooms(options.start, options.end ?? '', options.roomId),
    queryFn: ({ signal }) =>
      apiFetch<MeetingRoom[]>(appointmentsPaths.meetingRooms, {
        signal,
        query: {
          filter: 'reservable',
          start: options.start,
          end: options.end,
          room_id: options.roomId,
          appointment_id: options.appointmentId,
        },
      }),
    enabled: options.enabled && options.end !== null,
  });
