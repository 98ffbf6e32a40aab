import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Invite } from '../../../../contract/my-appointments';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toaster';
import { useAnswerInvite } from '../api/use-answer-invite';
import { inviteDisplay } from '../lib/invite-state';
import { AppointmentRow } from '../overview/appointment-row';

/** An invite with answer buttons or its result, following the invite-against-state rules. */
export const InviteRow = ({
  invite,
  zone,
  optRetroactively,
}: {
  invite: Invite;
  zone: string;
  optRetroactively: boolean;
}) => {
  const { t } = useTranslation();
  const answer = useAnswerInvite();
  const display = inviteDisplay(invite.inviteStatus, invite.status, optRetroactively);
  const send = (accept: boolean) =>
    answer.mutate(
      { id: invite.id, accept },
      {
        onSuccess: () =>
          toast.success(
            t(
              accept
                ? 'js.calendars.detail.answer_saved_accepted'
                : 'js.calendars.detail.answer_saved_declined',
            ),
          ),
        onError: () => toast.error(t('js.generic_error')),
      },
    );
  return (
    <li className="flex flex-col gap-2 pb-2 sm:flex-row sm:items-center">
      <ul className="min-w-0 flex-1">
        <AppointmentRow appointment={invite.invitable} zone={zone} />
      </ul>
      <div className="flex shrink-0 items-center gap-2 px-3">
        {invite.author ? (
          <span className="text-xs text-muted">
            {t('js.calendars.invites.from', { name: invite.author.name })}
          </span>
        ) : null}
        {display.kind === 'answer' ? (
          <>
            <Button
              size="sm"
              variant="primary"
              icon={<Check aria-hidden className="size-4" />}
              disabled={answer.isPending}
              onClick={() => send(true)}
            >
              {t('js.calendars.detail.accept')}
            </Button>
            <Button
              size="sm"
              icon={<X aria-hidden className="size-4" />}
              disabled={answer.isPending}
              onClick={() => send(false)}
            >
              {t('js.calendars.detail.decline')}
            </Button>
          </>
        ) : display.kind === 'result' ? (
          <span className="text-sm font-medium">{t(`js.calendars.status.${display.status}`)}</span>
        ) : null}
      </div>
    </li>
  );
};
