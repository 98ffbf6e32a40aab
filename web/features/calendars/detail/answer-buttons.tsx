import { Check, Lock, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplyTo, Appointment } from '../../../../contract/appointments';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toaster';
import { useAppointmentAction } from '../api/use-appointment-action';
import { answerButtons } from '../lib/answer-rules';
import { ApplyToDialog, isOccurrence } from '../shared/apply-to-dialog';

type Answer = 'accepted' | 'declined' | 'open';

/** The viewer's own answer: accept, decline, reopen, asking this-or-all on occurrences. */
export const AnswerButtons = ({
  appointment,
  optRetroactively,
}: {
  appointment: Appointment;
  optRetroactively: boolean;
}) => {
  const { t } = useTranslation();
  const action = useAppointmentAction(appointment.id);
  const [pending, setPending] = useState<Answer | null>(null);
  const status = appointment.my_invite?.status ?? appointment.my_status;
  const rules = answerButtons({
    canOpt: appointment.can.opt,
    locked: appointment.attendee_configuration.participation_locked,
    past: appointment.status === 'past',
    optRetroactively,
    enforcedAndExceeded: appointment.total_attendees_enforced_and_exceeded,
    status,
  });
  if (rules.kind === 'none') return null;
  if (rules.kind === 'locked')
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Lock aria-hidden className="size-4" />
        {t('js.calendars.detail.participation_locked')}
      </p>
    );
  const send = (answer: Answer, applyTo: ApplyTo) => {
    setPending(null);
    action.mutate(
      { kind: 'answer', status: answer, applyTo },
      {
        onSuccess: () => toast.success(t(`js.calendars.detail.answer_saved_${answer}`)),
        onError: () => toast.error(t('js.generic_error')),
      },
    );
  };
  const choose = (answer: Answer) => (isOccurrence(appointment) ? setPending(answer) : send(answer, 'all'));
  const current = status === 'invited' ? 'open' : status;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted" aria-live="polite">
        {current
          ? t('js.calendars.detail.your_answer', { status: t(`js.calendars.status.${current}`) })
          : t('js.calendars.detail.join_question')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={current === 'accepted' ? 'primary' : 'secondary'}
          aria-pressed={current === 'accepted'}
          icon={<Check aria-hidden className="size-4" />}
          disabled={rules.acceptDisabled || action.isPending || current === 'accepted'}
          onClick={() => choose('accepted')}
        >
          {t('js.calendars.detail.accept')}
        </Button>
        <Button
          variant={current === 'declined' ? 'primary' : 'secondary'}
          aria-pressed={current === 'declined'}
          icon={<X aria-hidden className="size-4" />}
          disabled={action.isPending || current === 'declined'}
          onClick={() => choose('declined')}
        >
          {t('js.calendars.detail.decline')}
        </Button>
        {rules.showReopen ? (
          <Button
            variant="ghost"
            icon={<RotateCcw aria-hidden className="size-4" />}
            disabled={action.isPending}
            onClick={() => choose('open')}
          >
            {t('js.calendars.detail.reopen')}
          </Button>
        ) : null}
      </div>
      {rules.acceptDisabled ? (
        <p className="text-xs text-muted">{t('js.calendars.detail.fully_booked')}</p>
      ) : null}
      <ApplyToDialog
        open={pending !== null}
        title={t('js.calendars.detail.answer_title')}
        onChoose={(applyTo) => pending && send(pending, applyTo)}
        onCancel={() => setPending(null)}
      />
    </div>
  );
};
