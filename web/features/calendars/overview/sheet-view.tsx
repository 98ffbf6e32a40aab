import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppointmentSummary } from '../../../../contract/appointments';
import { cn } from '../../../ui/cn';
import { readableTextOn } from '../../../ui/contrast';
import { appointmentDays, isoWeekday, isToday } from '../lib/appointment-days';
import { startTime } from '../lib/appointment-time';
import { layoutWeek, SHEET_MIN_ROWS, sheetWeeks } from '../lib/month-sheet';
import { calendarColor } from '../shared/color-dot';
import { AppointmentName } from './appointment-label';
import { DayDialog } from './day-dialog';

const ROW_HEIGHT = '1.5rem';

/**
 * The month sheet: whole ISO weeks, Monday first, the week number from the Thursday. Each week is one
 * CSS grid (header row of day numbers, then bar rows), so multi-day bars span their columns.
 */
export const SheetView = ({
  month,
  appointments,
  zone,
}: {
  month: Date;
  appointments: AppointmentSummary[];
  zone: string;
}) => {
  const { t } = useTranslation();
  const [openDay, setOpenDay] = useState<{ day: Date; items: AppointmentSummary[] } | null>(null);
  const weeks = useMemo(() => sheetWeeks(month), [month]);
  const items = useMemo(
    () =>
      appointments.map((appointment, index) => ({
        value: appointment,
        ...appointmentDays(appointment.date, zone),
        // All-day first, then by start: the server sends them by start.
        sortKey: (appointment.date.all_day ? 0 : 1) * 1e6 + index,
      })),
    [appointments, zone],
  );
  const weekdays = (weeks[0]?.days ?? []).map((day) => t(`js.calendars.weekdays.${isoWeekday(day)}`));

  return (
    <div
      className="overflow-x-auto rounded-xl border border-border bg-surface"
      data-testid="appointments-sheet"
    >
      <div className="grid min-w-[44rem] grid-cols-[2.5rem_repeat(7,minmax(0,1fr))] border-b border-border text-xs font-medium text-muted">
        <span className="px-1 py-2 text-center" title={t('js.calendars.week_number')}>
          {t('js.calendars.week_short')}
        </span>
        {weekdays.map((name) => (
          <span key={name} className="px-2 py-2">
            {name}
          </span>
        ))}
      </div>
      {weeks.map((week) => {
        const layout = layoutWeek(week.days, items);
        const rows = SHEET_MIN_ROWS;
        return (
          <div
            key={week.weekNumber}
            className="grid min-w-[44rem] grid-cols-[2.5rem_repeat(7,minmax(0,1fr))] border-b border-border last:border-b-0"
            style={{ gridTemplateRows: `auto repeat(${rows}, ${ROW_HEIGHT})` }}
          >
            <span
              className="row-span-full flex justify-center border-r border-border pt-1.5 text-xs text-subtle"
              style={{ gridColumn: 1, gridRow: `1 / span ${rows + 1}` }}
            >
              <span className="sr-only">{t('js.calendars.week_label', { number: week.weekNumber })}</span>
              <span aria-hidden>{week.weekNumber}</span>
            </span>
            {week.days.map((day, column) => {
              const inMonth = day.getMonth() === month.getMonth();
              const today = isToday(day, zone);
              return (
                <div
                  key={day.toISOString()}
                  className={cn(
                    'border-r border-border last:border-r-0',
                    !inMonth && 'bg-canvas/70',
                    today && 'bg-primary-soft/60',
                  )}
                  style={{ gridColumn: column + 2, gridRow: `1 / span ${rows + 1}` }}
                />
              );
            })}
            {week.days.map((day, column) => {
              const inMonth = day.getMonth() === month.getMonth();
              const today = isToday(day, zone);
              return (
                <span
                  key={`n-${day.toISOString()}`}
                  className={cn('z-[1] px-2 pt-1 text-xs', inMonth ? 'text-ink' : 'text-subtle')}
                  style={{ gridColumn: column + 2, gridRow: 1 }}
                >
                  <span
                    className={cn(
                      'inline-flex size-6 items-center justify-center rounded-full',
                      today && 'bg-primary font-semibold text-on-primary',
                    )}
                    aria-current={today ? 'date' : undefined}
                  >
                    {day.getDate()}
                  </span>
                </span>
              );
            })}
            {layout.bars.map((bar) => {
              const appointment = bar.value;
              const multi = bar.endColumn > bar.startColumn || appointment.date.all_day;
              const time = startTime(appointment.date, zone);
              const color = calendarColor(appointment.color);
              return (
                <Link
                  key={`${appointment.id}-${bar.startColumn}`}
                  to={`/appointments/${appointment.id}`}
                  className={cn(
                    'z-[1] mx-0.5 my-px flex min-w-0 items-center gap-1 px-1.5 text-xs leading-5 focus-visible:outline-2 focus-visible:outline-primary',
                    // Cancelled ones are struck through and marked, not faded: faded text fails the contrast minimum.
                    multi ? null : 'text-ink hover:bg-black/5',
                    multi && !bar.continuesBefore && 'rounded-l',
                    multi && !bar.continuesAfter && 'rounded-r',
                    !multi && 'rounded',
                  )}
                  style={{
                    gridColumn: `${bar.startColumn + 2} / ${bar.endColumn + 3}`,
                    gridRow: bar.row + 2,
                    // A bar's text is black or white, whichever reads on the calendar's colour.
                    ...(multi ? { backgroundColor: color, color: readableTextOn(color) } : {}),
                  }}
                  title={appointment.name}
                >
                  {multi ? null : (
                    <span
                      aria-hidden
                      className="size-2 shrink-0 rounded-full"
                      style={{ backgroundColor: color }}
                    />
                  )}
                  {time && !multi ? <span className="shrink-0 text-muted">{time}</span> : null}
                  <AppointmentName appointment={appointment} />
                </Link>
              );
            })}
            {layout.hidden.map((count, column) =>
              count > 0 ? (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one slot per weekday column
                  key={`more-${column}`}
                  type="button"
                  className="z-[1] mx-0.5 rounded px-1.5 text-left text-xs font-medium text-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-primary"
                  style={{ gridColumn: column + 2, gridRow: rows + 1 }}
                  onClick={() =>
                    setOpenDay({ day: week.days[column] as Date, items: layout.dayItems[column] ?? [] })
                  }
                >
                  {t('js.calendars.more', { count })}
                </button>
              ) : null,
            )}
          </div>
        );
      })}
      <DayDialog
        day={openDay?.day ?? null}
        appointments={openDay?.items ?? []}
        zone={zone}
        onClose={() => setOpenDay(null)}
      />
    </div>
  );
};
