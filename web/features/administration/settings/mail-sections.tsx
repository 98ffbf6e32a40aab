import { useTranslation } from 'react-i18next';
import { MAX_UPCOMING_APPOINTMENTS } from '../../../../contract/network-settings';
import { Checkbox, CheckboxField, SelectField } from '../../../ui/form/choice-fields';
import { NumberField } from '../../../ui/form/text-fields';
import { label, type SectionProps } from './form';
import { Section } from './section';

const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;
const TIMES = ['am', 'pm', 'lpm'] as const;

const TimeOptions = () => {
  const { t } = useTranslation();
  return TIMES.map((time) => (
    <option key={time} value={time}>
      {t(label(`times.${time}`))}
    </option>
  ));
};

/** Which weekdays the digest goes out on, all at one time of day (part 3 section 3.1). */
const DigestDays = ({ watch, setValue }: Pick<SectionProps, 'watch' | 'setValue'>) => {
  const { t } = useTranslation();
  const days = watch('digest_sending_days');
  const time = days[0]?.time ?? 'am';
  const set = (next: typeof days) => setValue('digest_sending_days', next, { shouldDirty: true });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{t(label('digest_sending_days'))}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {DAYS.map((day) => (
          <Checkbox
            key={day}
            label={t(label(`weekdays.${day}`))}
            checked={days.some((entry) => entry.day === day)}
            onChange={(checked) =>
              set(checked ? [...days, { day, time }] : days.filter((entry) => entry.day !== day))
            }
          />
        ))}
      </div>
      <label className="block text-sm text-ink">
        <span className="mb-1 block">{t(label('digest_time'))}</span>
        <select
          className="rounded-md border border-border bg-surface px-2 py-1.5"
          value={time}
          onChange={(event) =>
            set(days.map((entry) => ({ ...entry, time: event.target.value as (typeof TIMES)[number] })))
          }
        >
          <TimeOptions />
        </select>
      </label>
    </fieldset>
  );
};

/** E-mail, digests and the daily activity mail. */
export const MailSections = ({ control, watch, setValue, options }: SectionProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Section id="email" title={t(label('sections.email'))}>
        <CheckboxField
          control={control}
          name="notifications_send_direct_message_body"
          label={t(label('notifications_send_direct_message_body'))}
        />
        <CheckboxField
          control={control}
          name="email_recommendations.allow_external_recipients"
          label={t(label('allow_external_recipients'))}
        />
        <CheckboxField
          control={control}
          name="email_recommendations.include_replies_default"
          label={t(label('include_replies_default'))}
        />
      </Section>
      <Section id="digests" title={t(label('sections.digests'))}>
        {options.digest_days ? <DigestDays watch={watch} setValue={setValue} /> : null}
        <NumberField
          control={control}
          name="digests.max_number_of_upcoming_appointments"
          label={t(label('max_number_of_upcoming_appointments'))}
          hint={t(label('max_number_hint'), { max: MAX_UPCOMING_APPOINTMENTS })}
          min={0}
          required
        />
        <SelectField
          control={control}
          name="digests.upcoming_appointments_position"
          label={t(label('upcoming_appointments_position'))}
        >
          <option value="top">{t(label('position_top'))}</option>
          <option value="bottom">{t(label('position_bottom'))}</option>
        </SelectField>
        <CheckboxField control={control} name="digests.show_comments" label={t(label('show_comments'))} />
      </Section>
      <Section id="daily_activity" title={t(label('sections.daily_activity'))}>
        <CheckboxField control={control} name="daily_activity.enabled" label={t(label('daily_enabled'))} />
        <CheckboxField
          control={control}
          name="daily_activity.include_network_level"
          label={t(label('daily_include_network_level'))}
        />
        <SelectField control={control} name="daily_activity.mode" label={t(label('daily_mode'))}>
          <option value="new">{t(label('daily_modes.new'))}</option>
          <option value="new_and_updated">{t(label('daily_modes.new_and_updated'))}</option>
        </SelectField>
        <SelectField
          control={control}
          name="daily_activity.sending_time"
          label={t(label('daily_sending_time'))}
        >
          <TimeOptions />
        </SelectField>
        <CheckboxField
          control={control}
          name="daily_activity.only_weekdays"
          label={t(label('daily_only_weekdays'))}
        />
      </Section>
    </>
  );
};
