import { useMemo, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Combobox } from '../combobox/combobox';
import { FormField } from '../form-field';
import { timeZoneOptions } from './time-zone-names';
import { type FieldControlProps, useFieldControl } from './use-field-control';

type ZoneOption = { zone: string; label: string };

/**
 * A time zone chosen through the shared combobox: the zones by their names in the member's language,
 * filtered by what is typed (name, place or identifier). Leaving the field shows the chosen zone again.
 */
export const TimeZoneField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  zones,
}: FieldControlProps<T, N, Out> & { zones: readonly string[] }) => {
  const { t, i18n } = useTranslation();
  const { field, errors } = useFieldControl(control, name);
  const value = (field.value as string | undefined) ?? '';
  const options = useMemo(() => {
    const all = zones.includes(value) || !value ? zones : [value, ...zones];
    return timeZoneOptions(all, i18n.language);
  }, [zones, value, i18n.language]);
  const labelOf = (zone: string) => options.find((option) => option.zone === zone)?.label ?? zone;
  const [text, setText] = useState<string | null>(null);
  const needle = (text ?? '').trim().toLocaleLowerCase();
  const matching = needle
    ? options.filter((option: ZoneOption) =>
        `${option.label} ${option.zone.replace(/_/g, ' ')}`.toLocaleLowerCase().includes(needle),
      )
    : options;
  return (
    <FormField label={label} hint={hint} required={required} error={errors} className={className}>
      <Combobox<ZoneOption>
        inputRef={field.ref}
        text={text ?? labelOf(value)}
        onTextChange={setText}
        sections={[{ key: 'zones', options: matching }]}
        optionKey={(option) => option.zone}
        renderOption={(option) => option.label}
        onChoose={(option) => {
          field.onChange(option.zone);
          setText(null);
        }}
        status={matching.length ? 'ready' : 'empty'}
        listLabel={t('js.form.time_zones')}
        selectOnFocus
        disabled={disabled ?? field.disabled}
        onBlur={() => {
          setText(null);
          field.onBlur();
        }}
      />
    </FormField>
  );
};
