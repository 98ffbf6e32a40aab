import { Info, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contract/appointments';
import { formatRange } from '../lib/appointment-time';

/** Cancelled (error), past (info, wording by retroactive opting) and the original time zone notice. */
export const Banners = ({
  appointment,
  zone,
  optRetroactively,
}: {
  appointment: Appointment;
  zone: string;
  optRetroactively: boolean;
}) => {
  const { t } = useTranslation();
  const { date } = appointment;
  return (
    <>
      {appointment.canceled ? (
        <div
          role="alert"
          className="flex items-center gap-2 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
        >
          <XCircle aria-hidden className="size-5 shrink-0" />
          {t('js.calendars.detail.canceled_banner')}
        </div>
      ) : null}
      {appointment.status === 'past' && !appointment.canceled ? (
        <div
          role="status"
          className="flex items-center gap-2 rounded-xl border border-primary/20 bg-primary-soft px-4 py-3 text-sm"
        >
          <Info aria-hidden className="size-5 shrink-0 text-primary" />
          {optRetroactively
            ? t('js.calendars.detail.past_banner_retroactive')
            : t('js.calendars.detail.past_banner')}
        </div>
      ) : null}
      {!date.all_day && date.time_zone !== zone ? (
        <p className="text-sm text-muted" data-testid="original-time-zone">
          {t('js.calendars.detail.original_time_zone', {
            zone: date.time_zone.replace(/_/g, ' '),
            range: formatRange(date, date.time_zone),
            yours: zone.replace(/_/g, ' '),
          })}
        </p>
      ) : null}
    </>
  );
};
