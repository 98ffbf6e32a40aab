import { format, isValid, parse } from 'date-fns';
import {
  type AddressValue,
  type FileValue,
  NO_SELECTION,
  PROPERTY_TYPES,
  type PropertyType,
  type RelationValue,
  type UrlValue,
} from '../../../contract/property-sets';
import type { Pick } from '../../ui/form/picker-sources';

/**
 * A property definition as forms receive it (the server's property set). Only the fields a form
 * reads are typed; an unknown `type` is drawn as the unsupported-type notice.
 */
export type FieldProperty = {
  name: string;
  type: string;
  label: string;
  hint?: string;
  required?: boolean;
  multiple?: boolean;
  multiline?: boolean;
  with_name?: boolean;
  size?: number;
  precision?: number;
  min?: number | null;
  max?: number | null;
  prefix?: string;
  postfix?: string;
  options?: { label: string; value: string }[];
  related_app_id?: string | null;
};

/** What the form holds per type: text as typed, numbers and days parsed, references as picks. */
export type FormValue =
  | string
  | string[]
  | number
  | null
  | UrlValue
  | AddressValue
  | Pick[]
  | FileValue[]
  | RelationValue[];

export const isKnownType = (type: string): type is PropertyType =>
  (PROPERTY_TYPES as readonly string[]).includes(type);

const listOf = <T>(value: unknown): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? (value as T[]) : [value as T];

/** Rounds half away from zero at `precision` decimals, as the server does (part 1 section 5). */
export function roundTo(number: number, precision: number): number {
  const sign = number < 0 ? -1 : 1;
  const rounded = Number(`${Math.round(Number(`${Math.abs(number)}e${precision}`))}e-${precision}`);
  return Number.isFinite(rounded) ? sign * rounded : number;
}

/** A typed number ("1.234,5" in German, "1,234.5" in English) or null when it is none. */
export function parseNumber(text: string, locale: string): number | null {
  const decimal = decimalSeparator(locale);
  const cleaned = text
    .trim()
    .replace(/\s/g, '')
    .split(decimal === ',' ? '.' : ',')
    .join('')
    .replace(decimal, '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const number = Number(cleaned);
  return Number.isFinite(number) ? number : null;
}

export const decimalSeparator = (locale: string) =>
  new Intl.NumberFormat(locale.replace('_', '-')).formatToParts(1.5).find((part) => part.type === 'decimal')
    ?.value ?? '.';

export const formatNumber = (number: number, precision: number, locale: string) =>
  new Intl.NumberFormat(locale.replace('_', '-'), {
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  }).format(number);

/** The date format members of a language type (dd.MM.yyyy in German, as part 1 section 9 shows). */
export const dateFormatOf = (locale: string): string =>
  locale.startsWith('de') ? 'dd.MM.yyyy' : locale === 'en' ? 'MM/dd/yyyy' : 'dd/MM/yyyy';

/** A day typed in the language's format, strictly (no rollover, four-digit year), as YYYY-MM-DD or null. */
export function parseLocaleDate(text: string, locale: string): string | null {
  const pattern = dateFormatOf(locale);
  const typed = text.trim();
  if (!/^\d{1,2}[./]\d{1,2}[./]\d{4}$/.test(typed)) return null;
  const day = parse(typed, pattern, new Date(2000, 0, 1));
  if (!isValid(day) || day.getFullYear() < 1000) return null;
  // Padding aside, the day must read back as typed: 31.02. is no day, not the 3rd of March.
  const normalised = typed.replace(/\b(\d)\b/g, '0$1');
  return format(day, pattern) === normalised ? format(day, 'yyyy-MM-dd') : null;
}

export function formatLocaleDate(iso: string, locale: string): string {
  const day = parse(iso, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(day) ? format(day, dateFormatOf(locale)) : iso;
}

export const EMPTY_ADDRESS: AddressValue = {
  street: '',
  number: '',
  zip: '',
  city: '',
  state: '',
  country: '',
};

/** The server's value as the form holds it. */
export function formValueOf(property: FieldProperty, value: unknown): FormValue {
  switch (property.type) {
    case 'number':
      return typeof value === 'number' ? value : null;
    case 'date':
      return typeof value === 'string' ? value : null;
    case 'selection':
      if (property.multiple) return listOf<string>(value);
      return typeof value === 'string' ? value : property.required ? '' : NO_SELECTION;
    case 'url':
      return value && typeof value === 'object' ? (value as UrlValue) : { url: '', text: '' };
    case 'address':
      return {
        ...EMPTY_ADDRESS,
        ...(property.with_name ? { name: '' } : {}),
        ...(value as AddressValue | null),
      };
    case 'membership':
      return listOf<{ id: string; displayName?: string; displayValue?: string }>(value).map((member) => ({
        id: member.id,
        name: member.displayName ?? member.displayValue ?? '',
        kind: 'member' as const,
      }));
    case 'tag':
      return listOf<{ id: string; name: string }>(value).map((tag) => ({
        id: tag.id,
        name: tag.name,
        kind: 'tag' as const,
      }));
    case 'file':
    case 'image':
      return listOf<FileValue>(value);
    case 'relation':
      return listOf<RelationValue>(value);
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** The form's value as the server takes it (validatePropertyValues on the server). */
export function apiValueOf(property: FieldProperty, value: FormValue): unknown {
  const single = (list: unknown[]) => (property.multiple ? list : (list[0] ?? null));
  switch (property.type) {
    case 'number':
      return typeof value === 'number' ? roundTo(value, property.precision ?? 0) : null;
    case 'selection':
      return property.multiple ? value : value === '' ? null : value;
    case 'membership':
    case 'file':
    case 'image':
    case 'relation':
      return single((value as { id: string }[]).map((entry) => entry.id));
    case 'tag':
      // Existing tags by id; new ones as `new_<name>`, created when the form is saved.
      return single((value as Pick[]).map((tag) => tag.id));
    case 'headline':
    case 'statistics':
      return undefined;
    default:
      return value === '' ? null : value;
  }
}

/** Every field's form value, for a form's defaultValues. */
export const formValuesOf = (properties: readonly FieldProperty[], values: Record<string, unknown>) =>
  Object.fromEntries(
    properties.map((property) => [property.name, formValueOf(property, values[property.name])]),
  );

/** Every value the server takes; fields without a value (headlines, statistics) are left out. */
export function apiValuesOf(properties: readonly FieldProperty[], values: Record<string, FormValue>) {
  const out: Record<string, unknown> = {};
  for (const property of properties) {
    const value = apiValueOf(property, values[property.name] ?? formValueOf(property, null));
    if (value !== undefined) out[property.name] = value;
  }
  return out;
}

/** Whether the viewer may change a field (part 1 section 6): `can.update`, then `can.fields[name]`. */
export const canUpdateField = (
  can: { update: boolean; fields?: Record<string, boolean> } | undefined,
  name: string,
) => (can ? can.update && (can.fields?.[name] ?? true) : true);
