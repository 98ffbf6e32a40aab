import { Repeat, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AppointmentSummary } from '../../../../contract/appointments';
import { cn } from '../../../ui/cn';

/** Name of an appointment in lists: struck through when cancelled, with a recurring icon. */
export const AppointmentName = ({
  appointment,
  className,
}: {
  appointment: AppointmentSummary;
  className?: string;
}) => {
  const { t } = useTranslation();
  const recurring = appointment.type !== 'appointment' || appointment.recurring_appointment_url !== null;
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-1', className)}>
      {recurring ? <Repeat aria-label={t('js.calendars.recurring')} className="size-3 shrink-0" /> : null}
      {appointment.canceled ? (
        <XCircle aria-label={t('js.calendars.canceled')} className="size-3 shrink-0" />
      ) : null}
      <span className={cn('truncate', appointment.canceled && 'line-through')}>{appointment.name}</span>
    </span>
  );
};
