import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../ui/form/choice-fields';
import { NumberField, TextField } from '../../../ui/form/text-fields';
import type { SectionProps } from './section-props';

/** Attendee limits and visibility, then registration and costs (part 2 section 3). */
export const AttendanceSection = ({ control, values }: Omit<SectionProps, 'apply'>) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <NumberField
        control={control}
        name="total"
        label={t('js.calendars.form.total')}
        hint={t('js.calendars.form.total_hint')}
        min={0}
      />
      <CheckboxField
        control={control}
        name="totalEnforced"
        label={t('js.calendars.form.total_enforced')}
        disabled={values.total === 0}
      />
      <CheckboxField control={control} name="userCanOpt" label={t('js.calendars.form.user_can_opt')} />
      <CheckboxField
        control={control}
        name="participantsToAdminsOnly"
        label={t('js.calendars.form.participants_admins_only')}
      />
      <hr className="border-border" />
      <CheckboxField
        control={control}
        name="registrationRequired"
        label={t('js.calendars.form.registration_required')}
      />
      <TextField
        control={control}
        name="registrationDeadline"
        label={t('js.calendars.form.registration_deadline')}
        hint={t('js.calendars.form.deadline_hint')}
        placeholder="31.12.2026"
        inputMode="numeric"
      />
      <CheckboxField
        control={control}
        name="registrationWithCosts"
        label={t('js.calendars.form.registration_with_costs')}
      />
      {values.registrationWithCosts ? (
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <NumberField
            control={control}
            name="costs"
            label={t('js.calendars.form.costs')}
            min={0}
            step={0.01}
          />
          <TextField
            control={control}
            name="currency"
            label={t('js.calendars.form.currency')}
            maxLength={10}
          />
        </div>
      ) : null}
      <TextField
        control={control}
        name="ticketUrl"
        label={t('js.calendars.form.ticket_url')}
        type="url"
        placeholder="https://"
      />
    </div>
  );
};
