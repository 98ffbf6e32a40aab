import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  defaultDayOf,
  MONTH_DAYS,
  NEWSLETTER_INTERVALS,
  NEWSLETTER_TIMES,
  NEWSLETTER_WEEKDAYS,
  type NewsletterInterval,
  type NewsletterSending,
  type NewsletterSettings,
  newsletterSending,
  nextSendings,
  sendingProblems,
} from '../../../contract/newsletter';
import { formatDateTime } from '../../i18n/dates';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/form/choice-fields';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useZodForm } from '../../ui/form/use-zod-form';

const formSchema = newsletterSending.superRefine((sending, context) => {
  for (const [path, messages] of Object.entries(sendingProblems(sending))) {
    for (const message of messages) context.addIssue({ code: 'custom', path: [path], message });
  }
});
const FIELDS = ['interval', 'day', 'second_day', 'time', 'second_time'];
const fieldOf = (path: string) => {
  const field = path.replace(/^newsletter_sending_day\./, '');
  return FIELDS.includes(field) ? (field as keyof NewsletterSending) : null;
};

/** The next sending dates of the values being edited, in the network's zone: the server's arithmetic. */
export const upcomingDates = (sending: NewsletterSending, zone: string, now = new Date()) =>
  Object.keys(sendingProblems(sending)).length > 0 ? [] : nextSendings(sending, now, zone, 3);

type Props = {
  settings: NewsletterSettings;
  onSubmit: (sending: NewsletterSending) => Promise<unknown>;
};

/**
 * newsletter_sending_day[...]: interval, day and time, and for the semimonthly interval a second day
 * and time. The next dates follow the fields as they change, computed as the server computes them.
 */
export const ScheduleForm = ({ settings, onSubmit }: Props) => {
  const { t } = useTranslation();
  const { control, handleSubmit, formState, setError, setValue } = useZodForm(formSchema, {
    defaultValues: settings.newsletter_sending_day,
  });
  const values = useWatch({ control }) as NewsletterSending;
  const interval = values.interval;
  const upcoming = useMemo(() => upcomingDates(values, settings.time_zone), [values, settings.time_zone]);
  const submit = handleSubmit((sending) =>
    onSubmit(sending).catch((error: unknown) => applyServerErrors(error, setError, t, { fieldOf })),
  );
  const changeInterval = (next: string) => {
    setValue('interval', next as NewsletterInterval);
    // A weekday means nothing to a monthly interval and the reverse: the new interval's default.
    if ((next === 'weekly') !== (interval === 'weekly'))
      setValue('day', defaultDayOf(next as NewsletterInterval));
  };
  const dayOptions = interval === 'weekly' ? NEWSLETTER_WEEKDAYS : MONTH_DAYS;
  const dayLabel = (day: string) => (interval === 'weekly' ? t(`js.newsletter.weekdays.${day}`) : day);
  const timeOptions = NEWSLETTER_TIMES.map((time) => (
    <option key={time} value={time}>
      {t(`js.newsletter.times.${time}`)}
    </option>
  ));
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <SelectField
        control={control}
        name="interval"
        label={t('js.newsletter.interval')}
        onValueChange={changeInterval}
      >
        {NEWSLETTER_INTERVALS.map((option) => (
          <option key={option} value={option}>
            {t(`js.newsletter.intervals.${option}`)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField control={control} name="day" label={t('js.newsletter.day')}>
          {dayOptions.map((day) => (
            <option key={day} value={day}>
              {dayLabel(day)}
            </option>
          ))}
        </SelectField>
        <SelectField control={control} name="time" label={t('js.newsletter.time')}>
          {timeOptions}
        </SelectField>
      </div>
      {interval === 'semimonthly' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField control={control} name="second_day" label={t('js.newsletter.second_day')}>
            {MONTH_DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </SelectField>
          <SelectField control={control} name="second_time" label={t('js.newsletter.second_time')}>
            {timeOptions}
          </SelectField>
        </div>
      ) : null}
      {interval !== 'weekly' ? (
        <p className="text-sm text-muted">{t('js.newsletter.month_end_hint')}</p>
      ) : null}
      <section aria-labelledby="newsletter-next-dates" className="space-y-1">
        <h2 id="newsletter-next-dates" className="text-sm font-medium text-ink">
          {t('js.newsletter.next_sendings', { zone: settings.time_zone })}
        </h2>
        <ul className="list-inside list-disc text-sm text-ink" data-testid="newsletter-next-dates">
          {upcoming.map((at) => (
            <li key={at.toISOString()}>{formatDateTime(at, settings.time_zone)}</li>
          ))}
        </ul>
        <p className="text-sm text-muted">{t('js.newsletter.own_zone_hint')}</p>
      </section>
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {t('js.newsletter.save')}
      </Button>
    </form>
  );
};
