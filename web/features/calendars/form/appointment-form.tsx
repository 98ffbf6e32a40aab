import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ApplyTo, type Appointment, NAME_MAX_LENGTH } from '../../../../contract/appointments';
import type { Calendar } from '../../../../contract/calendars';
import { isApiError } from '../../../app/api/client';
import type { Me, Network } from '../../../app/api/types';
import { Button } from '../../../ui/button';
import { FormField, inputClasses } from '../../../ui/form-field';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { useCategories } from '../api/use-categories';
import { useSaveAppointment } from '../api/use-save-appointment';
import { fieldMessage } from '../lib/field-message';
import { showRoomPicker, showTeamsOptions, validateAppointment } from '../lib/form-rules';
import { ApplyToDialog, isOccurrence } from '../shared/apply-to-dialog';
import { ColorDot } from '../shared/color-dot';
import { useInviteePicks, useMemberPicks } from '../shared/member-search';
import { CalendarPage } from '../shared/page';
import { PersonPicker } from '../shared/person-picker';
import { AttendanceSection } from './attendance-section';
import { DateSection } from './date-section';
import { DescriptionEditor } from './description-editor';
import { FilesSection } from './files-section';
import { Checkbox, FormSection } from './form-section';
import { type FormValues, parseDeadline, toBody } from './form-values';
import { LocationSection } from './location-section';
import { RecurrenceSection } from './recurrence-section';
import { RoomPicker } from './room-picker';
import { TeamsSection } from './teams-section';

type Errors = Record<string, string[] | undefined>;

/** Server field paths (date.start, location.zip) to the form's error slots. */
const errorSlots = (fields: Record<string, string[]>): Errors => {
  const slots: Errors = {};
  for (const [path, messages] of Object.entries(fields)) {
    const slot = path.startsWith('date') ? 'date' : path.startsWith('calendar_ids') ? 'calendar_ids' : path;
    slots[slot] = [...(slots[slot] ?? []), ...messages];
  }
  return slots;
};

export type AppointmentFormProps = {
  appointment: Appointment | null;
  initial: FormValues;
  calendars: Calendar[];
  me: Me;
  network: Network;
};

/** The create and edit form of part 2 sections 4 and 5. */
export const AppointmentForm = ({ appointment, initial, calendars, me, network }: AppointmentFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAppointment();
  const categories = useCategories();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const [askApplyTo, setAskApplyTo] = useState(false);
  const dateRef = useRef<HTMLDivElement>(null);
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
  useUnsavedChangesPrompt(!saved && values !== initial);

  const update = (change: (current: FormValues) => FormValues) => setValues(change);
  const set = (patch: Partial<FormValues>) => setValues((current) => ({ ...current, ...patch }));
  const message = (slot: string) => fieldMessage(t, errors[slot]);
  const slotErrors = Object.fromEntries(Object.keys(errors).map((slot) => [slot, message(slot)])) as Errors;

  const submit = async (applyTo: ApplyTo) => {
    setAskApplyTo(false);
    const body = toBody(values, {
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
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        const slots = errorSlots(error.fields);
        setErrors(slots);
        const first = Object.values(slots)[0]?.[0];
        toast.error(
          first ? (fieldMessage(t, [first])?.[0] ?? first) : error.message || t('js.generic_error'),
        );
        if (slots.date) dateRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      } else {
        toast.error(
          isApiError(error) && error.message && error.status < 500 ? error.message : t('js.generic_error'),
        );
      }
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const clientErrors = validateAppointment({
      name: values.name,
      calendarIds: values.calendarIds,
      start: values.start,
      end: values.end,
    });
    const found: Errors = Object.fromEntries(
      Object.entries(clientErrors).map(([slot, key]) => [slot, [key]]),
    );
    if (parseDeadline(values.registrationDeadline) === undefined)
      found['application_configuration.registration_deadline'] = [t('js.calendars.form.deadline_invalid')];
    if (Object.keys(found).length > 0) {
      setErrors(found);
      if (found.date) {
        dateRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        dateRef.current?.querySelector('input')?.focus({ preventScroll: true });
      } else document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    if (occurrence) setAskApplyTo(true);
    else void submit('all');
  };

  const toggleCalendar = (id: string, on: boolean) =>
    set({ calendarIds: on ? [...values.calendarIds, id] : values.calendarIds.filter((x) => x !== id) });

  return (
    <CalendarPage
      title={isNew ? t('js.calendars.form.new_appointment') : t('js.calendars.form.edit_appointment')}
    >
      <form className="flex flex-col gap-5" onSubmit={onSubmit} noValidate>
        <FormField label={t('js.calendars.form.title')} required error={slotErrors.name}>
          <input
            className={inputClasses}
            value={values.name}
            maxLength={NAME_MAX_LENGTH}
            onChange={(event) => set({ name: event.target.value })}
          />
        </FormField>
        <DateSection ref={dateRef} values={values} update={update} errors={slotErrors} />
        <FormSection title={t('js.calendars.form.repetition')}>
          <RecurrenceSection values={values} update={update} errors={slotErrors} disabled={occurrence} />
          {teamsShown ? <TeamsSection values={values} update={update} /> : null}
        </FormSection>
        <fieldset
          className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
          aria-invalid={slotErrors.calendar_ids ? true : undefined}
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
          {calendars.map((calendar) => (
            <label key={calendar.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={values.calendarIds.includes(calendar.id)}
                disabled={!calendar.can.create_appointments && !values.calendarIds.includes(calendar.id)}
                onChange={(event) => toggleCalendar(calendar.id, event.target.checked)}
                aria-invalid={slotErrors.calendar_ids ? true : undefined}
              />
              <ColorDot color={calendar.color} />
              {calendar.name}
              <span className="text-xs text-muted">
                {calendar.type === 'group' ? calendar.category_name : ''}
              </span>
            </label>
          ))}
          {slotErrors.calendar_ids ? (
            <p className="text-sm text-danger">{slotErrors.calendar_ids.join(' ')}</p>
          ) : null}
        </fieldset>
        <FormField label={t('js.calendars.form.description')} error={slotErrors.description}>
          <DescriptionEditor value={values.description} onChange={(description) => set({ description })} />
        </FormField>
        <FormSection
          title={t('js.calendars.form.place')}
          collapsible
          defaultOpen={Boolean(values.location.name || values.roomId)}
        >
          {showRoomPicker(meetingEnabled, values.end) ? (
            <RoomPicker
              values={values}
              update={update}
              errors={slotErrors}
              appointmentId={appointment?.id ?? null}
            />
          ) : meetingEnabled ? (
            <p className="text-sm text-muted">{t('js.calendars.form.rooms_need_end')}</p>
          ) : null}
          <LocationSection values={values} update={update} errors={slotErrors} />
          {meetingEnabled ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('js.calendars.form.conference_phone')}>
                <input
                  className={inputClasses}
                  value={values.conferencePhone}
                  onChange={(event) => set({ conferencePhone: event.target.value })}
                />
              </FormField>
              <FormField label={t('js.calendars.form.conference_code')}>
                <input
                  className={inputClasses}
                  value={values.conferenceCode}
                  onChange={(event) => set({ conferenceCode: event.target.value })}
                />
              </FormField>
            </div>
          ) : null}
        </FormSection>
        <FormSection title={t('js.calendars.form.people')} collapsible defaultOpen={isNew}>
          {isNew ? (
            <FormField
              label={t('js.calendars.form.invitees')}
              hint={t('js.calendars.form.invitees_hint')}
              error={slotErrors.membership_ids_to_invite}
            >
              <PersonPicker
                value={values.invitees}
                onChange={(invitees) => set({ invitees })}
                useSearch={useInviteePicks}
                placeholder={t('js.calendars.form.invitees_placeholder')}
                renderKind={(pick) => (
                  <span className="text-xs text-muted">
                    {t(`js.calendars.picker.kind.${pick.kind ?? 'member'}`)}
                  </span>
                )}
              />
            </FormField>
          ) : null}
          {network.config.consumers_enabled ? (
            <Checkbox
              label={t('js.calendars.form.invite_consumers')}
              checked={values.inviteConsumers}
              onChange={(inviteConsumers) => set({ inviteConsumers })}
            />
          ) : null}
          <FormField label={t('js.calendars.form.organizer')} error={slotErrors.organizer}>
            <PersonPicker
              single
              value={values.organizer}
              onChange={(organizer) => set({ organizer })}
              useSearch={useMemberPicks}
            />
          </FormField>
          <FormField label={t('js.calendars.form.contacts')} error={slotErrors.contact_ids}>
            <PersonPicker
              value={values.contacts}
              onChange={(contacts) => set({ contacts })}
              useSearch={useMemberPicks}
            />
          </FormField>
          <FormField label={t('js.calendars.form.consultants')} error={slotErrors.consultants}>
            <PersonPicker
              value={values.consultants}
              onChange={(consultants) => set({ consultants })}
              useSearch={useMemberPicks}
            />
          </FormField>
        </FormSection>
        <FormSection title={t('js.calendars.form.attendance')} collapsible defaultOpen={false}>
          <AttendanceSection values={values} update={update} errors={slotErrors} />
        </FormSection>
        <FormSection
          title={t('js.calendars.form.more')}
          collapsible
          defaultOpen={values.eventFiles.length > 0}
        >
          <FormField label={t('js.calendars.form.category')} error={slotErrors.category}>
            <select
              className={inputClasses}
              value={values.categoryId}
              onChange={(event) => set({ categoryId: event.target.value })}
            >
              <option value="">{t('js.calendars.form.no_category')}</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ))}
            </select>
          </FormField>
          <FilesSection
            values={values}
            update={update}
            errors={slotErrors}
            imageUrl={appointment?.event_image?.large_thumb ?? null}
          />
          <Checkbox
            label={t('js.calendars.form.is_event')}
            checked={values.isEvent}
            onChange={(isEvent) => set({ isEvent })}
          />
          <Checkbox
            label={t('js.calendars.form.post_to_stream')}
            checked={values.postToStream}
            onChange={(postToStream) => set({ postToStream })}
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
        open={askApplyTo}
        title={t('js.calendars.apply_to.edit_title')}
        onChoose={(applyTo) => void submit(applyTo)}
        onCancel={() => setAskApplyTo(false)}
        pending={save.isPending}
      />
    </CalendarPage>
  );
};
