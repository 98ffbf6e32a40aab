import { differenceInMilliseconds } from 'date-fns';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { Checkbox } from '../../../ui/form/choice-fields';
import { DateTimeField } from '../../../ui/form/date-time-fields';
import { TimeZoneField } from '../../../ui/form/time-zone-field';
import { availableTimeZones, toggleEnd } from '../lib/form-rules';
import { FormSection } from './form-section';
import type { SectionProps } from './section-props';

/** Start, end (with its toggle), all-day and time zone; the end keeps its distance when the start moves. */
export const DateSection = forwardRef<HTMLDivElement, SectionProps & { invalid: boolean }>(
  ({ control, values, apply, invalid }, ref) => {
    const { t } = useTranslation();
    const zones = useMemo(availableTimeZones, []);

    const moveStart = (start: Date) =>
      apply((current) => {
        const duration = current.end ? differenceInMilliseconds(current.end, current.start) : null;
        return { ...current, start, end: duration === null ? null : new Date(start.getTime() + duration) };
      });

    return (
      <div
        ref={ref}
        className={cn('scroll-mt-24 rounded-xl', invalid && 'ring-2 ring-danger')}
        data-invalid={invalid || undefined}
      >
        <FormSection title={t('js.calendars.form.when')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <DateTimeField
              control={control}
              name="start"
              label={t('js.calendars.form.start')}
              required
              dateOnly={values.allDay}
              onValueChange={moveStart}
            />
            {values.end ? (
              <DateTimeField
                control={control}
                name="end"
                label={t('js.calendars.form.end')}
                dateOnly={values.allDay}
                min={values.start}
              />
            ) : null}
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Checkbox
              label={t('js.calendars.form.has_end')}
              checked={values.end !== null}
              disabled={values.allDay}
              onChange={(on) => apply((current) => toggleEnd(current, on))}
            />
            <Checkbox
              label={t('js.calendars.all_day')}
              checked={values.allDay}
              onChange={(allDay) =>
                apply((current) => ({
                  ...current,
                  allDay,
                  // An all-day appointment always has a last day; it starts as the start's day.
                  end: allDay ? (current.end ?? current.start) : current.end,
                }))
              }
            />
          </div>
          {values.allDay ? null : (
            <TimeZoneField
              control={control}
              name="timeZone"
              label={t('js.calendars.form.time_zone')}
              zones={zones}
            />
          )}
        </FormSection>
      </div>
    );
  },
);
DateSection.displayName = 'DateSection';
