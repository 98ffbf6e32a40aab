import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '../../../../contract/calendars';
import { dataName } from '../../../i18n/data-names';
import { useFieldControl } from '../../../ui/form/use-field-control';
import { ColorDot } from '../shared/color-dot';
import type { FormValues } from './form-values';

/**
 * The calendars an appointment belongs to (at least one): those the member may add appointments to,
 * and the ones already chosen even when that right is gone.
 */
export const CalendarChoice = ({
  control,
  calendars,
}: {
  control: Control<FormValues, unknown, FormValues>;
  calendars: Calendar[];
}) => {
  const { t } = useTranslation();
  const errorId = useId();
  const { field, errors } = useFieldControl(control, 'calendarIds');
  const chosen: string[] = field.value;
  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
      aria-invalid={errors.length ? true : undefined}
      aria-describedby={errors.length ? errorId : undefined}
    >
      <legend className="px-1 font-semibold">
        {t('js.calendars.form.calendars')}
        <span aria-hidden className="ml-0.5 text-danger">
          *
        </span>
      </legend>
      {calendars.length === 0 ? (
        <p className="text-sm text-muted">{t('js.calendars.form.no_calendars')}</p>
      ) : null}
      {calendars.map((calendar, index) => (
        <label key={calendar.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            ref={index === 0 ? field.ref : undefined}
            checked={chosen.includes(calendar.id)}
            disabled={!calendar.can.create_appointments && !chosen.includes(calendar.id)}
            onChange={(event) => toggle(calendar.id, event.target.checked)}
            aria-invalid={errors.length ? true : undefined}
          />
          <ColorDot color={calendar.color} />
          {calendar.name}
          <span className="text-xs text-muted">
            {calendar.type === 'group' ? dataName(t, calendar.category_name) : ''}
          </span>
        </label>
      ))}
      {errors.length ? (
        <p id={errorId} className="text-sm text-danger">
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
};
