import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  CALENDAR_COLORS,
  CALENDAR_NAME_MAX_LENGTH,
  type Calendar,
  type CalendarList,
  type CalendarType,
  calendarInput,
  DEFAULT_CALENDAR_COLOR,
} from '../../../../contract/calendars';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { RadioGroupField, SelectField } from '../../../ui/form/choice-fields';
import { MemberPickerField } from '../../../ui/form/member-picker-field';
import { memberPick, memberSource, type Pick } from '../../../ui/form/picker-sources';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { useSaveCalendar } from '../api/use-save-calendar';
import { calendarColor } from '../shared/color-dot';
import { CalendarPage } from '../shared/page';

const typesFor = (can: CalendarList['can'], parentId: string | null): CalendarType[] => {
  if (parentId) return ['group'];
  const types: CalendarType[] = [];
  if (can.create_personal_calendars) types.push('shared', 'personal');
  if (can.create_calendars) types.push('network');
  return types;
};

/** The calendar body's fields; the name is required here too (part 2 section 5). */
const schema = z.object({
  name: calendarInput.shape.name
    .unwrap()
    .trim()
    .min(1, 'calendars.validation_errors.name_empty')
    .max(CALENDAR_NAME_MAX_LENGTH),
  color: z.enum(CALENDAR_COLORS),
  type: calendarInput.shape.type,
  shares: z.custom<Pick[]>(),
});

/** Server paths (`calendar.name`, `membership_ids.0`) to the form's fields. */
const fieldOf = (path: string) => {
  const field = path.replace(/^calendar\./, '').split('.')[0];
  if (field === 'membership_ids') return 'shares' as const;
  return field === 'name' || field === 'color' || field === 'type' ? field : null;
};

/** Name (required), one of the 12 palette colours, type and, for a member's calendars, the shares. */
export const CalendarForm = ({ calendar, can }: { calendar: Calendar | null; can: CalendarList['can'] }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const parentId = calendar?.parent_id ?? searchParams.get('parent_id');
  const types = calendar ? [calendar.type] : typesFor(can, parentId);
  const requestedType = searchParams.get('type') as CalendarType | null;
  const save = useSaveCalendar();
  const { control, handleSubmit, formState, setError, reset, watch } = useZodForm(schema, {
    defaultValues: {
      name: calendar?.name ?? '',
      color: (calendar?.color as (typeof CALENDAR_COLORS)[number] | undefined) ?? DEFAULT_CALENDAR_COLOR,
      type:
        calendar?.type ??
        (requestedType && types.includes(requestedType) ? requestedType : (types[0] ?? 'shared')),
      shares: (calendar?.memberships ?? []).map((person) =>
        memberPick({ ...person, displayName: person.name }),
      ),
    },
  });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);
  const type = watch('type');
  const sharable = type === 'personal' || type === 'shared';

  const submit = handleSubmit(async (values) => {
    const fields = {
      name: values.name,
      color: values.color,
      type: values.type,
      ...(sharable ? { membership_ids: values.shares.map((pick) => pick.id) } : {}),
    };
    try {
      await save.mutateAsync(
        calendar
          ? { id: calendar.id, body: { calendar: { id: calendar.id, ...fields } } }
          : { id: null, body: { parent_id: parentId, calendar: fields } },
      );
      // The unsaved-changes blocker must see the clean form before the navigation it would stop.
      flushSync(() => reset(values));
      toast.success(t('js.saving_successful'));
      navigate('/calendars/manage');
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf });
    }
  });

  return (
    <CalendarPage title={calendar ? t('js.calendars.form.edit_title') : t('js.calendars.form.new_title')}>
      <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
        <TextField
          control={control}
          name="name"
          label={t('js.calendars.form.name')}
          required
          maxLength={CALENDAR_NAME_MAX_LENGTH}
        />
        <RadioGroupField
          control={control}
          name="color"
          label={t('js.calendars.form.color')}
          hideInputs
          listClassName="flex flex-wrap gap-2"
          options={CALENDAR_COLORS.map((value) => ({ value, label: `#${value}`, content: null }))}
          optionStyle={(option) => ({ backgroundColor: calendarColor(option.value) })}
          optionClassName={(checked) =>
            cn(
              'flex size-9 cursor-pointer items-center justify-center rounded-full ring-offset-2 focus-within:ring-2 focus-within:ring-primary',
              checked && 'ring-2 ring-ink',
            )
          }
        />
        {types.length > 1 ? (
          <SelectField control={control} name="type" label={t('js.calendars.form.type')}>
            {types.map((value) => (
              <option key={value} value={value}>
                {t(`js.calendars.form.type_${value}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {sharable ? (
          <MemberPickerField
            control={control}
            name="shares"
            label={t('js.calendars.form.shares')}
            hint={t('js.calendars.form.shares_hint')}
            source={memberSource}
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <Button onClick={() => navigate(-1)}>{t('js.cancel')}</Button>
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            {t('js.save')}
          </Button>
        </div>
      </form>
    </CalendarPage>
  );
};
