import { useTranslation } from 'react-i18next';
import type { ApplyTo } from '../../../../contract/appointments';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';

/** For an occurrence of a series: does the change apply to this occurrence only, or to all? */
export const ApplyToDialog = ({
  open,
  title,
  onChoose,
  onCancel,
  pending = false,
}: {
  open: boolean;
  title: string;
  onChoose: (applyTo: ApplyTo) => void;
  onCancel: () => void;
  pending?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      description={t('js.calendars.apply_to.question')}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button onClick={onCancel} disabled={pending}>
            {t('js.cancel')}
          </Button>
          <Button onClick={() => onChoose('all')} disabled={pending}>
            {t('js.calendars.apply_to.all')}
          </Button>
          <Button variant="primary" onClick={() => onChoose('this')} loading={pending}>
            {t('js.calendars.apply_to.this')}
          </Button>
        </>
      }
    />
  );
};

/** An occurrence (virtual `r-` or an edited one) asks this-or-all; a series or single appointment does not. */
export const isOccurrence = (appointment: {
  id: string;
  type: string;
  recurring_appointment_url: string | null;
}) =>
  appointment.id.startsWith('r-') ||
  (appointment.type !== 'recurring_appointment' && appointment.recurring_appointment_url !== null);
