import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_DATE_OPTIONS, type AuditEventTypeName, type AuditFilter } from '../../../contract/audit-log';
import { Button } from '../../ui/button';
import { MemberPicker } from '../../ui/form/member-picker';
import { memberSource, type Pick } from '../../ui/form/picker-sources';
import { FormField, inputClasses } from '../../ui/form-field';

type Props = {
  filter: AuditFilter;
  eventTypes: AuditEventTypeName[];
  names: Record<string, string>;
  onApply: (filter: AuditFilter) => void;
};

/** The filter of part 3 section 3.6: range, event types, words of the details, actor and member. */
export const AuditFilterForm = ({ filter, eventTypes, names, onApply }: Props) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilter>(filter);
  const set = <K extends keyof AuditFilter>(key: K, value: AuditFilter[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  // A chosen id is shown by the name the listed events gave it (or the id, for one not on this page).
  const picked = (id: string | null): Pick[] => (id ? [{ id, name: names[id] ?? id, kind: 'member' }] : []);
  const toggleType = (type: AuditEventTypeName, on: boolean) =>
    set(
      'event_types',
      on ? [...draft.event_types, type] : draft.event_types.filter((entry) => entry !== type),
    );
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="grid gap-1 text-sm font-medium text-ink">
          {t('js.audit_log.date_option')}
          <select
            className={inputClasses}
            value={draft.date_option}
            onChange={(event) => set('date_option', event.target.value as AuditFilter['date_option'])}
          >
            {AUDIT_DATE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`js.audit_log.ranges.${option}`)}
              </option>
            ))}
          </select>
        </label>
        {draft.date_option === 'custom' ? (
          <>
            <label className="grid gap-1 text-sm font-medium text-ink">
              {t('js.audit_log.start_date')}
              <input
                type="date"
                className={inputClasses}
                value={draft.start_date ?? ''}
                max={draft.end_date ?? undefined}
                onChange={(event) => set('start_date', event.target.value || null)}
              />
            </label>
            <label className="grid gap-1 text-sm font-medium text-ink">
              {t('js.audit_log.end_date')}
              <input
                type="date"
                className={inputClasses}
                value={draft.end_date ?? ''}
                min={draft.start_date ?? undefined}
                onChange={(event) => set('end_date', event.target.value || null)}
              />
            </label>
          </>
        ) : null}
      </div>
      <label className="grid gap-1 text-sm font-medium text-ink">
        {t('js.audit_log.details')}
        <input
          type="search"
          className={inputClasses}
          value={draft.details}
          maxLength={200}
          onChange={(event) => set('details', event.target.value)}
        />
      </label>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('js.audit_log.event_types')}</legend>
        <div className="grid gap-1.5 sm:grid-cols-3">
          {eventTypes.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4 accent-(--color-primary)"
                checked={draft.event_types.includes(type)}
                onChange={(event) => toggleType(type, event.target.checked)}
              />
              {t(`js.audit_log.types.${type}`, { defaultValue: type })}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['actor_id', 'membership_id'] as const).map((key) => (
          <FormField key={key} label={t(key === 'actor_id' ? 'js.audit_log.actor' : 'js.audit_log.member')}>
            <MemberPicker
              single
              source={memberSource}
              value={picked(draft[key])}
              onChange={(picks) => set(key, picks[0]?.id ?? null)}
            />
          </FormField>
        ))}
      </div>
      <div>
        <Button type="submit" variant="primary">
          {t('js.audit_log.apply')}
        </Button>
      </div>
    </form>
  );
};
