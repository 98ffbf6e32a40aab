import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddressValue, FileValue, RelationValue, UrlValue } from '../../../contract/property-sets';
import { cn } from '../../ui/cn';
import { MemberPicker } from '../../ui/form/member-picker';
import { memberSource, type Pick, tagSource } from '../../ui/form/picker-sources';
import { useFieldControl } from '../../ui/form/use-field-control';
import { FormField, inputClasses } from '../../ui/form-field';
import { HtmlInput } from './html-input';
import { AddressInput, DateInput, NumberInput, SelectionChecks, SelectionSelect, UrlInput } from './inputs';
import { FileInput, RelationInput } from './reference-inputs';
import { type FieldProperty, isKnownType } from './values';

/** Renders the chooser of related items beside a relation field's chips; `onChange` sets the value. */
export type RelationChooser = (field: {
  value: RelationValue[];
  onChange: (next: RelationValue[]) => void;
}) => ReactNode;

type Props<T extends FieldValues> = {
  control: Control<T, unknown, T>;
  /** The field's path in the form (usually `values.<property name>`). */
  name: FieldPath<T>;
  property: FieldProperty;
  /** From the item's `can` (part 1 section 6): `canUpdateField(can, property.name)`. */
  disabled?: boolean;
  /** The apps module's chooser of related items, for relation properties: adds to the field's value. */
  relationChooser?: RelationChooser;
  /** False: the label is read by assistive technology only (an item layout's `show_label`). */
  showLabel?: boolean;
};

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** The notice for a type this version does not know (part 1 section 8). */
export const UnsupportedField = ({ property }: { property: FieldProperty }) => {
  const { t } = useTranslation();
  return (
    <p role="note" className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
      {t('js.property_fields.unsupported', { label: property.label })}
    </p>
  );
};

/**
 * One property of a property set as a form field, for every type of part 1 section 3: label, hint,
 * required marker and the field's errors (the form's and the server's, under the field) come from
 * FormField. A headline is a heading, statistics are read only; an unknown type shows the notice.
 */
export const PropertyField = <T extends FieldValues>({
  control,
  name,
  property,
  disabled,
  relationChooser,
  showLabel = true,
}: Props<T>) => {
  const { t } = useTranslation();
  const { field, errors } = useFieldControl(control, name);
  if (!isKnownType(property.type)) return <UnsupportedField property={property} />;
  if (property.type === 'headline') {
    const Heading = HEADINGS[Math.min(Math.max((property.size ?? 2) - 1, 0), 5)] ?? 'h2';
    return <Heading className="pt-2 font-semibold text-ink">{property.label}</Heading>;
  }
  if (property.type === 'statistics') return null;
  const common = {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    disabled: disabled ?? field.disabled,
  };
  const control_ = (() => {
    switch (property.type) {
      case 'text':
        return property.multiline ? (
          <textarea
            {...common}
            ref={field.ref}
            rows={4}
            className={cn(inputClasses, 'h-auto py-2')}
            value={field.value ?? ''}
          />
        ) : (
          <input {...common} ref={field.ref} type="text" className={inputClasses} value={field.value ?? ''} />
        );
      case 'email':
        return (
          <input
            {...common}
            ref={field.ref}
            type="email"
            autoComplete="email"
            className={inputClasses}
            value={field.value ?? ''}
          />
        );
      case 'url':
        return <UrlInput {...common} value={field.value as UrlValue} />;
      case 'number':
        return <NumberInput {...common} property={property} value={field.value as number | null} />;
      case 'date':
        return <DateInput {...common} value={field.value as string | null} />;
      case 'html':
        return <HtmlInput {...common} label={property.label} value={(field.value as string) ?? ''} />;
      case 'address':
        return <AddressInput {...common} property={property} value={field.value as AddressValue} />;
      case 'selection':
        return property.multiple ? (
          <SelectionChecks {...common} property={property} value={field.value as string[]} />
        ) : (
          <SelectionSelect {...common} property={property} value={field.value as string} />
        );
      case 'membership':
      case 'tag':
        return (
          <MemberPicker
            value={(field.value as Pick[]) ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            source={property.type === 'tag' ? tagSource() : memberSource}
            single={!property.multiple}
            placeholder={property.type === 'tag' ? t('js.form.picker.tag_placeholder') : undefined}
            disabled={common.disabled}
          />
        );
      case 'file':
      case 'image':
        return <FileInput {...common} property={property} value={field.value as FileValue[]} />;
      case 'relation':
        return (
          <RelationInput {...common} value={field.value as RelationValue[]}>
            {relationChooser?.({
              value: (field.value as RelationValue[] | null) ?? [],
              onChange: field.onChange,
            })}
          </RelationInput>
        );
    }
  })();
  return (
    <FormField
      label={property.label}
      hint={property.hint || undefined}
      required={property.required}
      error={errors}
      hideLabel={!showLabel}
    >
      {control_}
    </FormField>
  );
};
