import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ApplyTo, type Appointment, NAME_MAX_LENGTH } from '../../../../contract/appointments';
import type { Calendar } from '../../../../contract/calendars';
import { isApiError } from '../../../app/api/client';
import type { Me, Network } from '../../../app/api/types';
import { Button } from '../../../ui/button';
import { CheckboxField, SelectField } from '../../../ui/form/choice-fields';
import { MemberPickerField } from '../../../ui/form/member-picker-field';
import { inviteeSource, memberSource } from '../../../ui/form/picker-sources';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextField } from '../../../ui/form/text-fields';
import { useFieldControl } from '../../../ui/form/use-field-control';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { FormField } from '../../../ui/form-field';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { useCategories } from '../api/use-categories';
import { useSaveAppointment } from '../api/use-save-appointment';
import { showRoomPicker, showTeamsOptions } from '../lib/form-rules';
import { ApplyToDialog, isOccurrence } from '../shared/apply-to-dialog';
import { CalendarPage } from '../shared/page';
import { AttendanceSection } from './attendance-section';
import { CalendarChoice } from './calendar-choice';
import { DateSection } from './date-section';
import { DescriptionEditor } from './description-editor';
import { FilesSection } from './files-section';
import { appointmentFieldOf, appointmentFormSchema } from './form-schema';
import { FormSection } from './form-section';
import { type FormValues, toBody } from './form-values';
import { LocationSection } from './location-section';
import { RecurrenceSection } from './recurrence-section';
import { RoomPicker } from './room-picker';
import type { ApplyRule } from './section-props';
import { TeamsSection } from './teams-section';

export type AppointmentFormProps = {
  appointment: Appointment | null;
  initial: FormValues;
  calendars: Calendar[];
  me: Me;
  network: Network;
};

const hasDateError = (errors: FieldErrors<FormValues>) =>
  Boolean(errors.start || errors.end || errors.timeZone);

/** The create and edit form of part 2 sections 4 and 5. */
export const AppointmentForm = ({ appointment, initial, calendars, me, network }: AppointmentFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAppointment();
  const categories = useCategories();
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState<FormValues | null>(null);
  const dateRef = useRef<HTMLDivElement>(null);
  const { control, handleSubmit, formState, getValues, setValue, setError, watch } = useZodForm(
    appointmentFormSchema,
    { defaultValues: initial },
  );
  const values = watch();
  const description = useFieldControl(control, 'description');
  const isNew = appointment === null;
  const occurrence = appointment ? isOccurrence(appointment) : false;
  const modifiedOccurrence = Boolean(appointment && occurrence && !appointment.id.startsWith('r-'));
  const meetingEnabled = network.config.meeting_rooms_enabled;
  const canSeeTeams = appointment ? appointment.can.see_teams_event_options : me.can.see_teams_event_options;
  const teams = showTeamsOptions({
    canSeeTeamsOptions: canSeeTeams,
    repeat: values.repeat,
    isModifiedOccurrence: modifiedOccurrence,
  });
  // Teams synchronisation stays offered while it is on, so turning on a repetition can switch it off.
  const teamsShown = teams || (canSeeTeams && !modifiedOccurrence && values.teamsSync);
  useUnsavedChangesPrompt(!saved && formState.isDirty);

  /** Runs a rule of part 2 section 4 and writes the values it changed. */
  const apply: ApplyRule = (rule) => {
    const current = getValues();
    const next = rule(current);
    for (const key of Object.keys(next) as (keyof FormValues)[]) {
      // One key at a time: setValue's type cannot follow a key that varies in a loop.
      if (next[key] !== current[key]) setValue(key, next[key] as never, { shouldDirty: true });
    }
  };

  const scrollToDate = () => dateRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });

  const submit = async (submitted: FormValues, applyTo: ApplyTo) => {
    setPending(null);
    const body = toBody(submitted, {
      meetingEnabled,
      isNew,
      showTeams: teams,
      consumersEnabled: network.config.consumers_enabled,
    });
    try {
      const result = await save.mutateAsync(
        appointment ? { id: appointment.id, body: { ...body, apply_to: applyTo } } : { id: null, body },
      );
      flushSync(() => setSaved(true));
      toast.success(t('js.saving_successful'));
      navigate(`/appointments/${result.id}`);
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf: appointmentFieldOf });
      if (isApiError(error) && Object.keys(error.fields).some((path) => /^date(\.|$)/.test(path)))
        scrollToDate();
    }
  };

  const onSubmit = handleSubmit(
    (submitted) => (occurrence ? setPending(submitted) : void submit(submitted, 'all')),
    // Part 2 section 5: a wrong date range marks the date field and scrolls it into view.
    (errors) => (hasDateError(errors) ? scrollToDate() : undefined),
  );

  return (
    <CalendarPage
      title={isNew ? t('js.calendars.form.new_appointment') : t('js.calendars.form.edit_appointment')}
    >
      <form className="flex flex-col gap-5" onSubmit={onSubmit} noValidate>
        <TextField
          control={control}
          name="name"
          label={t('js.calendars.form.title')}
          required
          maxLength={NAME_MAX_LENGTH}
        />
        <DateSection
          ref={dateRef}
          control={control}
          values={values}
          apply={apply}
          invalid={hasDateError(formState.errors)}
        />
        <FormSection title={t('js.calendars.form.repetition')}>
          <RecurrenceSection control={control} values={values} apply={apply} disabled={occurrence} />
          {teamsShown ? <TeamsSection control={control} values={values} apply={apply} /> : null}
        </FormSection>
        <CalendarChoice control={control} calendars={calendars} />
        <FormField label={t('js.calendars.form.description')} error={description.errors}>
          <DescriptionEditor
            ref={description.field.ref}
            value={description.field.value}
            onChange={description.field.onChange}
          />
        </FormField>
        <FormSection
          title={t('js.calendars.form.place')}
          collapsible
          defaultOpen={Boolean(values.location.name || values.roomId)}
        >
          {showRoomPicker(meetingEnabled, values.end) ? (
            <RoomPicker
              control={control}
              values={values}
              apply={apply}
              appointmentId={appointment?.id ?? null}
            />
          ) : meetingEnabled ? (
            <p className="text-sm text-muted">{t('js.calendars.form.rooms_need_end')}</p>
          ) : null}
          <LocationSection control={control} />
          {meetingEnabled ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                control={control}
                name="conferencePhone"
                label={t('js.calendars.form.conference_phone')}
              />
              <TextField
                control={control}
                name="conferenceCode"
                label={t('js.calendars.form.conference_code')}
              />
            </div>
          ) : null}
        </FormSection>
        <FormSection title={t('js.calendars.form.people')} collapsible defaultOpen={isNew}>
          {isNew ? (
            <MemberPickerField
              control={control}
              name="invitees"
              label={t('js.calendars.form.invitees')}
              hint={t('js.calendars.form.invitees_hint')}
              placeholder={t('js.calendars.form.invitees_placeholder')}
              source={inviteeSource}
            />
          ) : null}
          {network.config.consumers_enabled ? (
            <CheckboxField
              control={control}
              name="inviteConsumers"
              label={t('js.calendars.form.invite_consumers')}
            />
          ) : null}
          <MemberPickerField
            control={control}
            name="organizer"
            label={t('js.calendars.form.organizer')}
            source={memberSource}
            single
          />
          <MemberPickerField
            control={control}
            name="contacts"
            label={t('js.calendars.form.contacts')}
            source={memberSource}
          />
          <MemberPickerField
            control={control}
            name="consultants"
            label={t('js.calendars.form.consultants')}
            source={memberSource}
          />
        </FormSection>
        <FormSection title={t('js.calendars.form.attendance')} collapsible defaultOpen={false}>
          <AttendanceSection control={control} values={values} />
        </FormSection>
        <FormSection
          title={t('js.calendars.form.more')}
          collapsible
          defaultOpen={values.eventFiles.length > 0}
        >
          <SelectField control={control} name="categoryId" label={t('js.calendars.form.category')}>
            <option value="">{t('js.calendars.form.no_category')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </SelectField>
          <FilesSection
            values={values}
            apply={apply}
            filesError={formState.errors.eventFiles as never}
            imageUrl={appointment?.event_image?.large_thumb ?? null}
          />
          <CheckboxField control={control} name="isEvent" label={t('js.calendars.form.is_event')} />
          <CheckboxField
            control={control}
            name="postToStream"
            label={t('js.calendars.form.post_to_stream')}
          />
        </FormSection>
        <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-border bg-canvas/95 px-4 py-3 backdrop-blur">
          <Button onClick={() => navigate(appointment ? `/appointments/${appointment.id}` : '/appointments')}>
            {t('js.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('js.save')}
          </Button>
        </div>
      </form>
      <ApplyToDialog
        open={pending !== null}
        title={t('js.calendars.apply_to.edit_title')}
        onChoose={(applyTo) => (pending ? void submit(pending, applyTo) : undefined)}
        onCancel={() => setPending(null)}
        pending={save.isPending}
      />
    </CalendarPage>
  );
};
