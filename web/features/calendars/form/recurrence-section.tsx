import { useTranslation } from 'react-i18next';
import { Checkbox, SelectField } from '../../../ui/form/choice-fields';
import { DateTimeField } from '../../../ui/form/date-time-fields';
import { NumberField } from '../../../ui/form/text-fields';
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
import type { SectionProps } from './section-props';

/** Never, daily, weekly, monthly, yearly or custom (interval and unit), with an optional last day. */
export const RecurrenceSection = ({
  control,
  values,
  apply,
  disabled,
}: SectionProps & { disabled: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        control={control}
        name="repeat"
        label={t('js.calendars.form.repeat')}
        disabled={disabled}
        onValueChange={(repeat) => apply((current) => chooseRepeat(current, repeat as RepeatChoice))}
      >
        {REPEAT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`js.calendars.form.repeat_${choice}`)}
          </option>
        ))}
      </SelectField>
      {values.repeat === 'custom' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            control={control}
            name="interval"
            label={t('js.calendars.form.interval')}
            min={1}
            fallback={1}
            onValueChange={(interval) => apply((current) => chooseInterval(current, interval))}
          />
          <SelectField
            control={control}
            name="customUnit"
            label={t('js.calendars.form.unit')}
            onValueChange={(unit) => apply((current) => chooseCustomUnit(current, unit as CustomUnit))}
          >
            {CUSTOM_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`js.calendars.form.unit_${unit}`, { count: values.interval })}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      {values.repeat === 'never' ? null : (
        <div className="flex flex-col gap-3">
          <Checkbox
            label={t('js.calendars.form.repeat_until')}
            checked={values.recurrenceEnd !== null}
            onChange={(on) => apply((current) => toggleRecurrenceEnd(current, on))}
          />
          {values.recurrenceEnd ? (
            <DateTimeField
              control={control}
              name="recurrenceEnd"
              label={t('js.calendars.form.repeat_last_day')}
              dateOnly
              min={values.start}
            />
          ) : null}
        </div>
      )}
    </div>
  );
};
