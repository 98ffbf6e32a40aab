import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  CALENDAR_COLORS,
  CALENDAR_NAME_MAX_LENGTH,
  type Calendar,
  type CalendarList,
  type CalendarType,
  DEFAULT_CALENDAR_COLOR,
} from '../../../../contract/calendars';
import { type FieldErrors, isApiError } from '../../../app/api/client';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { FormField, inputClasses } from '../../../ui/form-field';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { useSaveCalendar } from '../api/use-save-calendar';
import { fieldMessage } from '../lib/field-message';
import { calendarColor } from '../shared/color-dot';
import { useMemberPicks } from '../shared/member-search';
import { CalendarPage } from '../shared/page';
import { PersonPicker, type Pick } from '../shared/person-picker';

const typesFor = (can: CalendarList['can'], parentId: string | null): CalendarType[] => {
  if (parentId) return ['group'];
  const types: CalendarType[] = [];
  if (can.create_personal_calendars) types.push('shared', 'personal');
  if (can.create_calendars) types.push('network');
  return types;
};

/** Name (required), one of the 12 palette colours, type and, for a member's calendars, the shares. */
export const CalendarForm = ({ calendar, can }: { calendar: Calendar | null; can: CalendarList['can'] }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const parentId = calendar?.parent_id ?? searchParams.get('parent_id');
  const types = calendar ? [calendar.type] : typesFor(can, parentId);
  const requestedType = searchParams.get('type') as CalendarType | null;
  const [name, setName] = useState(calendar?.name ?? '');
  const [color, setColor] = useState(calendar?.color ?? DEFAULT_CALENDAR_COLOR);
  const [type, setType] = useState<CalendarType>(
    calendar?.type ??
      (requestedType && types.includes(requestedType) ? requestedType : (types[0] ?? 'shared')),
  );
  const [shares, setShares] = useState<Pick[]>(calendar?.memberships ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const save = useSaveCalendar();
  const dirty =
    !saved &&
    (name !== (calendar?.name ?? '') ||
      color !== (calendar?.color ?? DEFAULT_CALENDAR_COLOR) ||
      shares.length !== (calendar?.memberships.length ?? 0));
  useUnsavedChangesPrompt(dirty);
  const sharable = type === 'personal' || type === 'shared';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: [t('js.calendars.validation_errors.name_empty')] });
      return;
    }
    setErrors({});
    const fields = {
      name: name.trim(),
      color,
      type,
      ...(sharable ? { membership_ids: shares.map((pick) => pick.id) } : {}),
    };
    try {
      await save.mutateAsync(
        calendar
          ? { id: calendar.id, body: { calendar: { id: calendar.id, ...fields } } }
          : { id: null, body: { parent_id: parentId, calendar: fields } },
      );
      flushSync(() => setSaved(true));
      toast.success(t('js.saving_successful'));
      navigate('/calendars/manage');
    } catch (error) {
      if (isApiError(error)) setErrors(error.fields);
      toast.error(t('js.saving_failure'));
    }
  };

  return (
    <CalendarPage title={calendar ? t('js.calendars.form.edit_title') : t('js.calendars.form.new_title')}>
      <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
        <FormField label={t('js.calendars.form.name')} required error={fieldMessage(t, errors.name)}>
          <input
            className={inputClasses}
            value={name}
            maxLength={CALENDAR_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{t('js.calendars.form.color')}</legend>
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('js.calendars.form.color')}>
            {CALENDAR_COLORS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex size-9 cursor-pointer items-center justify-center rounded-full ring-offset-2 focus-within:ring-2 focus-within:ring-primary',
                  color === value && 'ring-2 ring-ink',
                )}
                style={{ backgroundColor: calendarColor(value) }}
              >
                <input
                  type="radio"
                  name="color"
                  value={value}
                  className="sr-only"
                  checked={color === value}
                  onChange={() => setColor(value)}
                  aria-label={`#${value}`}
                />
              </label>
            ))}
          </div>
        </fieldset>
        {types.length > 1 ? (
          <FormField label={t('js.calendars.form.type')}>
            <select
              className={inputClasses}
              value={type}
              onChange={(event) => setType(event.target.value as CalendarType)}
            >
              {types.map((value) => (
                <option key={value} value={value}>
                  {t(`js.calendars.form.type_${value}`)}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
        {sharable ? (
          <FormField
            label={t('js.calendars.form.shares')}
            hint={t('js.calendars.form.shares_hint')}
            error={fieldMessage(t, errors.membership_ids)}
          >
            <PersonPicker value={shares} onChange={setShares} useSearch={useMemberPicks} />
          </FormField>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button onClick={() => navigate(-1)}>{t('js.cancel')}</Button>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('js.save')}
          </Button>
        </div>
      </form>
    </CalendarPage>
  );
};
