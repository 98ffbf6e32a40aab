import { differenceInMilliseconds, lightFormat } from 'date-fns';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { FormField, inputClasses } from '../../../ui/form-field';
import { availableTimeZones, toggleEnd } from '../lib/form-rules';
import { Checkbox, FormSection } from './form-section';
import type { FormValues } from './form-values';

const TIME_INPUT = "yyyy-MM-dd'T'HH:mm";
const DAY_INPUT = 'yyyy-MM-dd';

/** Parses the value of a date or datetime-local input as a wall-clock Date (null when incomplete). */
export const parseInput = (value: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return null;
  return new Date(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(match[4] ?? 0),
    Number(match[5] ?? 0),
  );
};

export type SectionProps = {
  values: FormValues;
  update: (change: (values: FormValues) => FormValues) => void;
  errors: Record<string, string[] | undefined>;
};

/** Start, end (with its toggle), all-day and time zone; the end keeps its distance when the start moves. */
export const DateSection = forwardRef<HTMLDivElement, SectionProps>(({ values, update, errors }, ref) => {
  const { t } = useTranslation();
  const zones = useMemo(() => {
    const all = availableTimeZones();
    return all.includes(values.timeZone) ? all : [values.timeZone, ...all];
  }, [values.timeZone]);
  const pattern = values.allDay ? DAY_INPUT : TIME_INPUT;
  const type = values.allDay ? 'date' : 'datetime-local';
  const dateError = errors.date;

  const setStart = (text: string) => {
    const start = parseInput(text);
    if (!start) return;
    update((current) => {
      const duration = current.end ? differenceInMilliseconds(current.end, current.start) : null;
      return { ...current, start, end: duration === null ? null : new Date(start.getTime() + duration) };
    });
  };
  const setEnd = (text: string) => {
    const end = parseInput(text);
    if (end) update((current) => ({ ...current, end }));
  };

  return (
    <div
      ref={ref}
      className={cn('scroll-mt-24 rounded-xl', dateError && 'ring-2 ring-danger')}
      data-invalid={dateError ? true : undefined}
    >
      <FormSection title={t('js.calendars.form.when')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('js.calendars.form.start')} required error={dateError}>
            <input
              type={type}
              className={inputClasses}
              value={lightFormat(values.start, pattern)}
              onChange={(event) => setStart(event.target.value)}
            />
          </FormField>
          {values.end ? (
            <FormField label={t('js.calendars.form.end')} error={dateError}>
              <input
                type={type}
                className={inputClasses}
                value={lightFormat(values.end, pattern)}
                min={lightFormat(values.start, pattern)}
                onChange={(event) => setEnd(event.target.value)}
              />
            </FormField>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Checkbox
            label={t('js.calendars.form.has_end')}
            checked={values.end !== null}
            disabled={values.allDay}
            onChange={(on) => update((current) => toggleEnd(current, on))}
          />
          <Checkbox
            label={t('js.calendars.all_day')}
            checked={values.allDay}
            onChange={(allDay) =>
              update((current) => ({
                ...current,
                allDay,
                // An all-day appointment always has a last day; it starts as the start's day.
                end: allDay ? (current.end ?? current.start) : current.end,
              }))
            }
          />
        </div>
        {values.allDay ? null : (
          <FormField label={t('js.calendars.form.time_zone')}>
            <select
              className={inputClasses}
              value={values.timeZone}
              onChange={(event) => update((current) => ({ ...current, timeZone: event.target.value }))}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          </FormField>
        )}
      </FormSection>
    </div>
  );
});
DateSection.displayName = 'DateSection';
