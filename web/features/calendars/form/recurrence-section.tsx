import { lightFormat } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { FormField, inputClasses } from '../../../ui/form-field';
import {
  CUSTOM_UNITS,
  type CustomUnit,
  chooseCustomUnit,
  chooseInterval,
  chooseRepeat,
  REPEAT_CHOICES,
  type RepeatChoice,
  toggleRecurrenceEnd,
} from '../lib/form-rules';
import { parseInput, type SectionProps } from './date-section';
import { Checkbox } from './form-section';

/** Never, daily, weekly, monthly, yearly or custom (interval and unit), with an optional last day. */
export const RecurrenceSection = ({
  values,
  update,
  errors,
  disabled,
}: SectionProps & { disabled: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <FormField label={t('js.calendars.form.repeat')} error={errors.recurrence_pattern}>
        <select
          className={inputClasses}
          value={values.repeat}
          disabled={disabled}
          onChange={(event) => update((current) => chooseRepeat(current, event.target.value as RepeatChoice))}
        >
          {REPEAT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`js.calendars.form.repeat_${choice}`)}
            </option>
          ))}
        </select>
      </FormField>
      {values.repeat === 'custom' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('js.calendars.form.interval')}>
            <input
              type="number"
              min={1}
              step={1}
              className={inputClasses}
              value={values.interval}
              onChange={(event) => update((current) => chooseInterval(current, Number(event.target.value)))}
            />
          </FormField>
          <FormField label={t('js.calendars.form.unit')}>
            <select
              className={inputClasses}
              value={values.customUnit}
              onChange={(event) =>
                update((current) => chooseCustomUnit(current, event.target.value as CustomUnit))
              }
            >
              {CUSTOM_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`js.calendars.form.unit_${unit}`, { count: values.interval })}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      ) : null}
      {values.repeat === 'never' ? null : (
        <div className="flex flex-col gap-3">
          <Checkbox
            label={t('js.calendars.form.repeat_until')}
            checked={values.recurrenceEnd !== null}
            onChange={(on) => update((current) => toggleRecurrenceEnd(current, on))}
          />
          {values.recurrenceEnd ? (
            <FormField label={t('js.calendars.form.repeat_last_day')}>
              <input
                type="date"
                className={inputClasses}
                value={lightFormat(values.recurrenceEnd, 'yyyy-MM-dd')}
                min={lightFormat(values.start, 'yyyy-MM-dd')}
                onChange={(event) => {
                  const recurrenceEnd = parseInput(event.target.value);
                  if (recurrenceEnd) update((current) => ({ ...current, recurrenceEnd }));
                }}
              />
            </FormField>
          ) : null}
        </div>
      )}
    </div>
  );
};
