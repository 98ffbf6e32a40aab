import { type Control, Controller, type FieldPath, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WidgetType } from '../../../../contract/widgetbars';
import { Checkbox, CheckboxField, SelectField } from '../../../ui/form/choice-fields';
import { NumberField, TextareaField, TextField } from '../../../ui/form/text-fields';
import { useWidgetbarCalendars } from '../api';
import type { EditorValues } from './editor-schema';

type Props = {
  control: Control<EditorValues>;
  setValue: UseFormSetValue<EditorValues>;
  index: number;
  type: WidgetType;
  profileFields: { key: string; label: string }[];
  groupSlug?: string;
};

const FIELDS: Record<WidgetType, readonly string[]> = {
  admin_members: ['headline', 'profile_fields'],
  appointments: ['headline', 'scope', 'count'],
  birthday: ['headline', 'count', 'show_age', 'profile_fields'],
  group_info: ['headline', 'content', 'renderer'],
  newest_members: ['count'],
  online_members: ['count'],
  rss: ['headline', 'url', 'count'],
  speed_dial: ['count'],
  text: ['headline', 'content', 'renderer'],
};

/** A list of choices kept as an array of keys (profile fields, calendars). */
const ChoiceList = ({
  control,
  name,
  legend,
  choices,
}: {
  control: Control<EditorValues>;
  name: FieldPath<EditorValues>;
  legend: string;
  choices: { key: string; label: string }[];
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => {
      const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
      return (
        <fieldset className="space-y-1.5">
          <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
          {choices.map((choice) => (
            <Checkbox
              key={choice.key}
              label={choice.label}
              checked={chosen.includes(choice.key)}
              onChange={(checked) =>
                field.onChange(checked ? [...chosen, choice.key] : chosen.filter((key) => key !== choice.key))
              }
            />
          ))}
          {fieldState.error?.message ? (
            <p className="text-sm text-danger">{fieldState.error.message}</p>
          ) : null}
        </fieldset>
      );
    }}
  />
);

const Calendars = ({ control, index, groupSlug }: Pick<Props, 'control' | 'index' | 'groupSlug'>) => {
  const { t } = useTranslation();
  const calendars = useWidgetbarCalendars(groupSlug, true);
  if (!calendars.data) return null;
  return (
    <ChoiceList
      control={control}
      name={`widgets.${index}.properties.additional_calendar_ids`}
      legend={t('js.widgetbars.fields.additional_calendar_ids')}
      choices={calendars.data.calendars.map((calendar) => ({ key: calendar.id, label: calendar.name }))}
    />
  );
};

/** The properties of one widget, by its type (part 3 section 3.8). */
export const WidgetFields = ({ control, setValue, index, type, profileFields, groupSlug }: Props) => {
  const { t } = useTranslation();
  const base = `widgets.${index}.properties` as const;
  const scope = useWatch({ control, name: `${base}.scope` });
  const label = (field: string) => t(`js.widgetbars.fields.${field}`);
  return (
    <div className="grid gap-4">
      {FIELDS[type].map((field) => {
        switch (field) {
          case 'headline':
            return (
              <TextField
                key={field}
                control={control}
                name={`${base}.headline`}
                label={label(field)}
                maxLength={200}
              />
            );
          case 'url':
            return (
              <TextField key={field} control={control} name={`${base}.url`} label={label(field)} type="url" />
            );
          case 'content':
            return (
              <TextareaField
                key={field}
                control={control}
                name={`${base}.content`}
                label={label(field)}
                rows={6}
              />
            );
          case 'count':
            return (
              <NumberField
                key={field}
                control={control}
                name={`${base}.count`}
                label={label(field)}
                min={0}
                fallback={0}
              />
            );
          case 'show_age':
            return (
              <CheckboxField key={field} control={control} name={`${base}.show_age`} label={label(field)} />
            );
          case 'renderer':
            return (
              <SelectField key={field} control={control} name={`${base}.renderer`} label={label(field)}>
                <option value="markdown">{t('js.widgetbars.renderer.markdown')}</option>
                <option value="html_sanitized">{t('js.widgetbars.renderer.html_sanitized')}</option>
              </SelectField>
            );
          case 'scope':
            return (
              <div key={field} className="grid gap-4">
                <SelectField
                  control={control}
                  name={`${base}.scope`}
                  label={label(field)}
                  onValueChange={(value) => {
                    setValue(`${base}.scope`, value, { shouldDirty: true });
                    // Choosing another scope clears the calendars chosen (part 3 section 5).
                    if (value !== 'additional_calendar_ids')
                      setValue(`${base}.additional_calendar_ids`, [], { shouldDirty: true });
                  }}
                >
                  {(['personal', 'all', 'additional_calendar_ids', 'groups'] as const).map((value) => (
                    <option key={value} value={value}>
                      {t(`js.widgetbars.scope.${value}`)}
                    </option>
                  ))}
                </SelectField>
                {scope === 'additional_calendar_ids' ? (
                  <Calendars control={control} index={index} groupSlug={groupSlug} />
                ) : null}
              </div>
            );
          case 'profile_fields':
            return profileFields.length > 0 ? (
              <ChoiceList
                key={field}
                control={control}
                name={`${base}.profile_fields`}
                legend={label(field)}
                choices={profileFields}
              />
            ) : null;
          default:
            return null;
        }
      })}
    </div>
  );
};
