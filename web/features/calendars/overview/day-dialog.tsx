import { useTranslation } from 'react-i18next';
import type { AppointmentSummary } from '../../../../contract/appointments';
import { formatDate } from '../../../i18n/dates';
import { Modal } from '../../../ui/modal';
import { AppointmentRow } from './appointment-row';

/** The whole day behind a cell's '+N more'. */
export const DayDialog = ({
  day,
  appointments,
  zone,
  onClose,
}: {
  day: Date | null;
  appointments: AppointmentSummary[];
  zone: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={day !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={day ? t('js.calendars.day_title', { date: formatDate(day) }) : ''}
      role="dialog"
    >
      <ul className="divide-y divide-border">
        {appointments.map((appointment) => (
          <AppointmentRow key={appointment.id} appointment={appointment} zone={zone} />
        ))}
      </ul>
    </Modal>
  );
};
