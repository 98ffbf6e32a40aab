import { Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WidgetDataOf } from '../../../../contract/widgetbars';
import { formatDate, formatDateTime } from '../../../i18n/dates';

/** The next appointments, soonest first (the data of GET /api/v1/widgets/appointments). */
export const AppointmentsWidget = ({
  data,
  timeZone,
}: {
  data: WidgetDataOf<'appointments'>;
  timeZone: string;
}) => {
  const { t } = useTranslation();
  if (data.appointments.length === 0)
    return <p className="text-sm text-muted">{t('js.widgetbars.appointments.empty')}</p>;
  return (
    <ul className="space-y-3">
      {data.appointments.map((appointment) => (
        <li key={appointment.id} className="text-sm">
          <Link to={appointment.html_url} className="font-medium text-ink hover:underline">
            {appointment.name}
          </Link>
          <p className="text-xs text-muted">
            {appointment.all_day
              ? formatDate(`${appointment.start}T12:00:00Z`, 'UTC')
              : formatDateTime(appointment.start, timeZone)}
            {appointment.location ? ` · ${appointment.location}` : ''}
          </p>
          {appointment.meeting ? (
            <a
              href={appointment.meeting.join_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-xs text-primary hover:underline"
            >
              <Video aria-hidden className="size-3.5" />
              {t('js.widgetbars.appointments.join')}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
};
