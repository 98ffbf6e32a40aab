import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contract/appointments';
import { Avatar } from '../../../ui/avatar';

/** Part 2 section 9: the participants group is collapsed below 640 px. */
const WIDE = '(min-width: 640px)';

/** Counts of accepted, declined and open answers, and the list of participants (collapsible). */
export const ParticipantsSummary = ({ appointment }: { appointment: Appointment }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => window.matchMedia?.(WIDE).matches ?? true);
  useEffect(() => {
    const list = window.matchMedia?.(WIDE);
    const onChange = () => setOpen(list.matches);
    list?.addEventListener('change', onChange);
    return () => list?.removeEventListener('change', onChange);
  }, []);
  if (!appointment.can.show_attendees) return null;
  const summary = appointment.participants_summary;
  const { total } = appointment.attendee_configuration;
  return (
    <section
      className="rounded-xl border border-border bg-surface"
      aria-label={t('js.calendars.detail.participants')}
    >
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer px-4 py-3 select-none">
          <span className="font-semibold">{t('js.calendars.detail.participants')}</span>{' '}
          <span className="text-sm text-muted" data-testid="participants-summary">
            {t('js.calendars.detail.summary', {
              accepted: summary.accepted,
              declined: summary.declined,
              open: summary.open,
            })}
            {total > 0 ? ` · ${t('js.calendars.detail.places', { count: total })}` : ''}
          </span>
        </summary>
        {appointment.participants.length === 0 ? (
          <p className="border-t border-border px-4 py-3 text-sm text-muted">
            {t('js.calendars.detail.no_participants')}
          </p>
        ) : (
          <ul className="divide-y divide-border border-t border-border">
            {appointment.participants.map((participant) => (
              <li key={participant.id} className="flex items-center gap-3 px-4 py-2 text-sm">
                <Avatar src={participant.membership.images.small} size="sm" />
                <span className="min-w-0 flex-1 truncate">{participant.membership.displayName}</span>
                <span className="text-xs text-muted">{t(`js.calendars.status.${participant.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );
};
