import { MapPin, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppointmentSummary } from '../../../../contract/appointments';
import { formatRange } from '../lib/appointment-time';
import { ColorDot } from '../shared/color-dot';
import { AppointmentName } from './appointment-label';

/** One appointment in a list: colour, name, time range, place and the viewer's answer. */
export const AppointmentRow = ({ appointment, zone }: { appointment: AppointmentSummary; zone: string }) => {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={`/appointments/${appointment.id}`}
        className="flex items-start gap-3 px-3 py-2.5 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <ColorDot color={appointment.color} className="mt-1.5" />
        <span className="flex min-w-0 flex-1 flex-col">
          <AppointmentName appointment={appointment} className="font-medium" />
          <span className="text-sm text-muted">
            {appointment.date.all_day ? `${t('js.calendars.all_day')} · ` : ''}
            {formatRange(appointment.date, zone)}
          </span>
          {appointment.location_name || appointment.has_meeting ? (
            <span className="flex items-center gap-2 text-sm text-muted">
              {appointment.location_name ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden className="size-3.5" />
                  {appointment.location_name}
                </span>
              ) : null}
              {appointment.has_meeting ? (
                <span className="inline-flex items-center gap-1">
                  <Video aria-hidden className="size-3.5" />
                  {t('js.calendars.online_meeting')}
                </span>
              ) : null}
            </span>
          ) : null}
        </span>
        {appointment.my_status ? (
          <span className="shrink-0 text-xs text-muted">
            {t(`js.calendars.status.${appointment.my_status}`)}
          </span>
        ) : null}
      </Link>
    </li>
  );
};
