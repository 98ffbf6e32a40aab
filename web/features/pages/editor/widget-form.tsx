import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueMessageKey } from '../../../../contract/field-errors';
import { widgetScope } from '../../../../contract/my-appointments';
import {
  GROUP_ONLY_WIDGET_TYPES,
  WIDGET_TYPES,
  type WidgetType,
  widgetProperties,
} from '../../../../contract/widgetbars';
import { Button } from '../../../ui/button';
import { fieldMessageText } from '../../../ui/form/field-message';
import { inputClasses } from '../../../ui/form-field';

/** The types a page offers: those of the widget bars that do not describe one group. */
export const PAGE_WIDGET_TYPES = WIDGET_TYPES.filter((type) => !GROUP_ONLY_WIDGET_TYPES.includes(type));

/** The settings the form asks for, by type (calendars and profile fields keep their defaults). */
const FIELDS: Record<WidgetType, readonly Field[]> = {
  admin_members: ['headline'],
  appointments: ['headline', 'scope', 'count'],
  birthday: ['headline', 'count', 'show_age'],
  group_info: ['headline', 'content'],
  newest_members: ['count'],
  online_members: ['count'],
  rss: ['headline', 'url', 'count'],
  speed_dial: ['count'],
  text: ['headline', 'content'],
};
type Field = 'headline' | 'scope' | 'count' | 'show_age' | 'url' | 'content';
type Values = Partial<Record<Field, string | boolean>>;

const defaultsOf = (type: WidgetType): Values =>
  Object.fromEntries(
    Object.entries(widgetProperties[type].parse({}) as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'number' ? String(value) : value,
    ]),
  ) as Values;

type Props = { onInsert: (type: WidgetType, settings: string) => void; onCancel: () => void };

/**
 * Chooses a widget and its settings for the page: checked with the type's schema of the contract, the
 * same the server applies, and inserted at the cursor. Escape returns to the text.
 */
export const WidgetForm = ({ onInsert, onCancel }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState<WidgetType>('text');
  const [values, setValues] = useState<Values>(() => defaultsOf('text'));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const insert = () => {
    const parsed = widgetProperties[type].safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] = issueMessageKey(issue);
      setErrors(found);
      return;
    }
    onInsert(type, JSON.stringify(parsed.data));
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };
  const fieldId = (field: Field) => `${id}-${field}`;
  const label = (field: Field) => (
    <label htmlFor={fieldId(field)} className="block text-sm font-medium text-ink">
      {t(`js.widgetbars.fields.${field}`)}
    </label>
  );
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className="text-sm text-danger">
        {fieldMessageText(t, errors[field] ?? '')}
      </p>
    ) : null;
  const aria = (field: Field) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${fieldId(field)}-error` : undefined,
  });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the form returns to the text
    <div
      className="grid gap-3 border-t border-border p-3 sm:grid-cols-2"
      onKeyDown={keys}
      data-testid="page-widget-form"
    >
      <div className="space-y-1.5">
        <label htmlFor={`${id}-type`} className="block text-sm font-medium text-ink">
          {t('js.pages.widgets.type')}
        </label>
        <select
          id={`${id}-type`}
          className={inputClasses}
          value={type}
          // The form opens on a deliberate click; its first field takes the focus.
          // biome-ignore lint/a11y/noAutofocus: see above
          autoFocus
          onChange={(event) => {
            const next = event.target.value as WidgetType;
            setType(next);
            setValues(defaultsOf(next));
            setErrors({});
          }}
        >
          {PAGE_WIDGET_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`js.widgetbars.types.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {FIELDS[type].map((field) => (
        <div key={field} className={field === 'content' ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}>
          {field === 'show_age' ? (
            <label className="mt-6 flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={values.show_age === true}
                onChange={(event) => set('show_age', event.target.checked)}
                className="size-4 accent-(--color-primary)"
              />
              {t('js.widgetbars.fields.show_age')}
            </label>
          ) : field === 'scope' ? (
            <>
              {label(field)}
              <select
                {...aria(field)}
                className={inputClasses}
                value={String(values.scope ?? 'personal')}
                onChange={(event) => set('scope', event.target.value)}
              >
                {widgetScope.options
                  .filter((value) => value !== 'additional_calendar_ids')
                  .map((value) => (
                    <option key={value} value={value}>
                      {t(`js.widgetbars.scope.${value}`)}
                    </option>
                  ))}
              </select>
            </>
          ) : field === 'content' ? (
            <>
              {label(field)}
              <textarea
                {...aria(field)}
                className={`${inputClasses} h-28 py-2`}
                value={String(values.content ?? '')}
                onChange={(event) => set('content', event.target.value)}
              />
            </>
          ) : (
            <>
              {label(field)}
              <input
                {...aria(field)}
                className={inputClasses}
                type={field === 'count' ? 'number' : field === 'url' ? 'url' : 'text'}
                min={field === 'count' ? 0 : undefined}
                value={String(values[field] ?? '')}
                onChange={(event) => set(field, event.target.value)}
              />
            </>
          )}
          {error(field)}
        </div>
      ))}
      <div className="flex gap-2 sm:col-span-2">
        <Button size="sm" variant="primary" onClick={insert}>
          {t('js.pages.widgets.insert')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('js.cancel')}
        </Button>
      </div>
    </div>
  );
};
