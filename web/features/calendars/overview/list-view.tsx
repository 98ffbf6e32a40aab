import { lightFormat } from 'date-fns';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentSummary } from '../../../../contract/appointments';
import { cn } from '../../../ui/cn';
import { EmptyState } from '../../../ui/states';
import { appointmentDays, dayKey, daysBetween, isoWeekday, todayKey } from '../lib/appointment-days';
import { AppointmentRow } from './appointment-row';

/** Part 2 section 9: the list scrolls to today 100 ms after it opens. */
export const SCROLL_TO_TODAY_DELAY_MS = 100;

/** Appointments grouped by day (a multi-day appointment under each of its days in this month). */
export const ListView = ({
  month,
  appointments,
  zone,
}: {
  month: Date;
  appointments: AppointmentSummary[];
  zone: string;
}) => {
  const { t } = useTranslation();
  const groups = useMemo(() => {
    const byDay = new Map<string, { day: Date; items: AppointmentSummary[] }>();
    for (const appointment of appointments) {
      const { firstDay, lastDay } = appointmentDays(appointment.date, zone);
      for (const day of daysBetween(firstDay, lastDay)) {
        if (day.getMonth() !== month.getMonth() || day.getFullYear() !== month.getFullYear()) continue;
        const key = dayKey(day);
        const group = byDay.get(key) ?? { day, items: [] };
        group.items.push(appointment);
        byDay.set(key, group);
      }
    }
    return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [appointments, month, zone]);
  const today = todayKey(zone);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const target =
        document.getElementById(`appointments-day-${today}`) ??
        groups
          .map(([key]) => key)
          .filter((key) => key > today)
          .map((key) => document.getElementById(`appointments-day-${key}`))[0];
      target?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    }, SCROLL_TO_TODAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [groups, today]);

  if (groups.length === 0) return <EmptyState title={t('js.calendars.overview.empty')} />;
  return (
    <div className="flex flex-col gap-3" data-testid="appointments-list">
      {groups.map(([key, group]) => (
        <section
          key={key}
          id={`appointments-day-${key}`}
          aria-label={lightFormat(group.day, 'dd.MM.y')}
          className="scroll-mt-24 rounded-xl border border-border bg-surface"
        >
          <h2
            className={cn(
              'border-b border-border px-3 py-2 text-sm font-semibold',
              key === today ? 'text-primary' : 'text-muted',
            )}
          >
            {t(`js.calendars.weekdays.${isoWeekday(group.day)}`)}, {lightFormat(group.day, 'dd.MM.y')}
            {key === today ? ` · ${t('js.calendars.today')}` : ''}
          </h2>
          <ul className="divide-y divide-border">
            {group.items.map((appointment) => (
              <AppointmentRow key={appointment.id} appointment={appointment} zone={zone} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};
