import { Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contract/appointments';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toaster';
import { useStartMeeting } from '../api/use-start-meeting';
import { MEETING_LINK_TRUNCATE_AT, truncateText } from '../lib/truncate';

/** Room, dial-in, the join link (text cut at 65 characters) and "start meeting" for those who may. */
export const MeetingInfo = ({ appointment }: { appointment: Appointment }) => {
  const { t } = useTranslation();
  const start = useStartMeeting(appointment.id);
  const { meeting, teams_configuration: teams } = appointment;
  const joinUrl = meeting?.join_url ?? teams.join_url ?? null;
  const hasAnything =
    joinUrl || meeting?.room_name || meeting?.conference_call_phone_number || appointment.can.start_meeting;
  if (!hasAnything) return null;
  const startMeeting = () =>
    start.mutate(undefined, {
      onSuccess: (result) => window.open(result.join_url, '_blank', 'noopener'),
      onError: () => toast.error(t('js.generic_error')),
    });
  return (
    <section
      aria-label={t('js.calendars.detail.meeting')}
      className="flex flex-col gap-1.5 rounded-xl border border-border bg-surface p-4 text-sm"
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <Video aria-hidden className="size-4" />
        {t('js.calendars.detail.meeting')}
      </h2>
      {meeting?.room_name ? <p>{t('js.calendars.detail.room', { name: meeting.room_name })}</p> : null}
      {joinUrl ? (
        <a
          href={joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-primary hover:underline"
          title={joinUrl}
        >
          {truncateText(joinUrl, MEETING_LINK_TRUNCATE_AT).text}
        </a>
      ) : null}
      {meeting?.conference_call_phone_number ? (
        <p>
          {t('js.calendars.form.conference_phone')}: {meeting.conference_call_phone_number}
          {meeting.conference_call_access_code
            ? ` · ${t('js.calendars.form.conference_code')}: ${meeting.conference_call_access_code}`
            : ''}
        </p>
      ) : null}
      {appointment.can.start_meeting ? (
        <Button
          size="sm"
          variant="primary"
          className="self-start"
          loading={start.isPending}
          onClick={startMeeting}
        >
          {t('js.calendars.detail.start_meeting')}
        </Button>
      ) : null}
    </section>
  );
};
