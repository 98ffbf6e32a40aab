import { useTranslation } from 'react-i18next';
import { FormField, inputClasses } from '../../../ui/form-field';
import type { SectionProps } from './date-section';
import { Checkbox } from './form-section';

/** Attendee limits and visibility, then registration and costs (part 2 section 3). */
export const AttendanceSection = ({ values, update, errors }: SectionProps) => {
  const { t } = useTranslation();
  const set = (patch: Partial<typeof values>) => update((current) => ({ ...current, ...patch }));
  return (
    <div className="flex flex-col gap-4">
      <FormField
        label={t('js.calendars.form.total')}
        hint={t('js.calendars.form.total_hint')}
        error={errors['attendee_configuration.total']}
      >
        <input
          type="number"
          min={0}
          step={1}
          className={inputClasses}
          value={values.total}
          onChange={(event) => set({ total: Math.max(0, Math.floor(Number(event.target.value) || 0)) })}
        />
      </FormField>
      <Checkbox
        label={t('js.calendars.form.total_enforced')}
        checked={values.totalEnforced}
        disabled={values.total === 0}
        onChange={(totalEnforced) => set({ totalEnforced })}
      />
      <Checkbox
        label={t('js.calendars.form.user_can_opt')}
        checked={values.userCanOpt}
        onChange={(userCanOpt) => set({ userCanOpt })}
      />
      <Checkbox
        label={t('js.calendars.form.participants_admins_only')}
        checked={values.participantsToAdminsOnly}
        onChange={(participantsToAdminsOnly) => set({ participantsToAdminsOnly })}
      />
      <hr className="border-border" />
      <Checkbox
        label={t('js.calendars.form.registration_required')}
        checked={values.registrationRequired}
        onChange={(registrationRequired) => set({ registrationRequired })}
      />
      <FormField
        label={t('js.calendars.form.registration_deadline')}
        hint={t('js.calendars.form.deadline_hint')}
        error={errors['application_configuration.registration_deadline']}
      >
        <input
          className={inputClasses}
          value={values.registrationDeadline}
          placeholder="31.12.2026"
          inputMode="numeric"
          onChange={(event) => set({ registrationDeadline: event.target.value })}
        />
      </FormField>
      <Checkbox
        label={t('js.calendars.form.registration_with_costs')}
        checked={values.registrationWithCosts}
        onChange={(registrationWithCosts) => set({ registrationWithCosts })}
      />
      {values.registrationWithCosts ? (
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <FormField label={t('js.calendars.form.costs')} error={errors['application_configuration.costs']}>
            <input
              type="number"
              min={0}
              step="0.01"
              className={inputClasses}
              value={values.costs}
              onChange={(event) => set({ costs: Math.max(0, Number(event.target.value) || 0) })}
            />
          </FormField>
          <FormField label={t('js.calendars.form.currency')}>
            <input
              className={inputClasses}
              value={values.currency}
              maxLength={10}
              onChange={(event) => set({ currency: event.target.value })}
            />
          </FormField>
        </div>
      ) : null}
      <FormField label={t('js.calendars.form.ticket_url')} error={errors['application_configuration.url']}>
        <input
          type="url"
          className={inputClasses}
          value={values.ticketUrl}
          placeholder="https://"
          onChange={(event) => set({ ticketUrl: event.target.value })}
        />
      </FormField>
    </div>
  );
};
