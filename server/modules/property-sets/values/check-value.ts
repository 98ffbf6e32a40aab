import {
  ADDRESS_PARTS,
  type AddressValue,
  GERMAN_STATES,
  GERMANY,
  NO_SELECTION,
  NUMBER_LIMIT,
  type PropertyDefinition,
  type PropertyOf,
  type UrlValue,
  VALUE_ERRORS,
  type ValueError,
} from '../../../../contract/property-sets.js';
import { sanitizeContent } from '../../../platform/rich-text.js';

/**
 * The shape rules of each property type (part 1 sections 3 and 5), without the database: a raw value
 * in, the normalised value or one field error key out. Reference types (membership, file, image,
 * relation, tag) answer the ids they name; `validatePropertyValues` then checks those exist and are
 * visible to the viewer.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: ValueError };

/** Ids a reference field names; tags may name `new_<name>` for tags to create. */
export type RefIds = { refs: string[] };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (error: ValueError): Checked<never> => ({ ok: false, error });

const TEXT_MAX = 1_000;
const MULTILINE_MAX = 20_000;
const HTML_MAX = 200_000;
const ADDRESS_PART_MAX = 200;
const EMAIL_MAX = 254;
const URL_MAX = 2_000;
const MAX_REFS = 200;
/** A pragmatic e-mail shape: one @, no spaces, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

const isEmpty = (raw: unknown) =>
  raw === null ||
  raw === undefined ||
  (typeof raw === 'string' && raw.trim() === '') ||
  (Array.isArray(raw) && raw.length === 0);

/** Empty values are null (or an empty list); a required field refuses them. */
function empty<T>(property: PropertyDefinition, value: T): Checked<T> {
  return property.required ? fail(VALUE_ERRORS.required) : ok(value);
}

function checkText(property: PropertyOf<'text'>, raw: unknown): Checked<string | null> {
  if (isEmpty(raw)) return empty(property, null);
  if (typeof raw !== 'string') return fail(VALUE_ERRORS.invalidType);
  // A single line keeps no line breaks: they become spaces, as the form shows one line.
  const text = property.multiline ? raw.trim() : raw.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  if (text.length > (property.multiline ? MULTILINE_MAX : TEXT_MAX)) return fail(VALUE_ERRORS.tooLong);
  return ok(text);
}

function checkEmail(property: PropertyDefinition, raw: unknown): Checked<string | null> {
  if (isEmpty(raw)) return empty(property, null);
  if (typeof raw !== 'string') return fail(VALUE_ERRORS.invalidType);
  const email = raw.trim();
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) return fail(VALUE_ERRORS.invalidEmail);
  return ok(email);
}

/** Links get https:// when they name no http(s) scheme (part 1 section 5); other schemes are refused. */
export function normalizeUrl(raw: string): string | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > URL_MAX || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.toString();
  } catch {
    return null;
  }
}

function checkUrl(property: PropertyDefinition, raw: unknown): Checked<UrlValue | null> {
  const input = typeof raw === 'string' ? { url: raw, text: '' } : raw;
  if (isEmpty(input) || (isRecord(input) && isEmpty(input.url) && isEmpty(input.text)))
    return empty(property, null);
  if (!isRecord(input) || typeof input.url !== 'string') return fail(VALUE_ERRORS.invalidType);
  const text = input.text ?? '';
  if (typeof text !== 'string') return fail(VALUE_ERRORS.invalidType);
  if (text.length > TEXT_MAX) return fail(VALUE_ERRORS.tooLong);
  const url = normalizeUrl(input.url);
  if (!url) return fail(VALUE_ERRORS.invalidUrl);
  return ok({ url, text: text.trim() });
}

function checkNumber(property: PropertyOf<'number'>, raw: unknown): Checked<number | null> {
  if (isEmpty(raw)) return empty(property, null);
  let number: number;
  if (typeof raw === 'number') number = raw;
  else if (typeof raw === 'string' && DECIMAL.test(raw.trim())) number = Number(raw.trim());
  else return fail(VALUE_ERRORS.invalidType);
  if (!Number.isFinite(number)) return fail(VALUE_ERRORS.invalidType);
  if (number > NUMBER_LIMIT) return fail(VALUE_ERRORS.numberTooLarge);
  if (number < -NUMBER_LIMIT) return fail(VALUE_ERRORS.numberTooSmall);
  const rounded = roundTo(number, property.precision);
  if (property.min !== null && rounded < property.min) return fail(VALUE_ERRORS.numberTooSmall);
  if (property.max !== null && rounded > property.max) return fail(VALUE_ERRORS.numberTooLarge);
  return ok(rounded);
}

/** Rounds half away from zero at `precision` decimals, free of binary artefacts (1.005 -> 1.01). */
export function roundTo(number: number, precision: number): number {
  const sign = number < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(number)}e${precision}`);
  const rounded = Number(`${Math.round(shifted)}e-${precision}`);
  return Number.isFinite(rounded) ? sign * rounded : number;
}

/** Exactly YYYY-MM-DD of a day that exists, in the years 1000-9999 (what the database holds). */
export function isStrictDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function checkDate(property: PropertyDefinition, raw: unknown): Checked<string | null> {
  if (isEmpty(raw)) return empty(property, null);
  if (typeof raw !== 'string' || !isStrictDay(raw)) return fail(VALUE_ERRORS.invalidDate);
  return ok(raw);
}

function checkHtml(property: PropertyDefinition, raw: unknown): Checked<string | null> {
  if (isEmpty(raw)) return empty(property, null);
  if (typeof raw !== 'string') return fail(VALUE_ERRORS.invalidType);
  if (raw.length > HTML_MAX) return fail(VALUE_ERRORS.tooLong);
  const { html, plain } = sanitizeContent(raw);
  // Markup without any text (an empty paragraph, a stripped script) is an empty field.
  if (plain === '') return empty(property, null);
  return ok(html);
}

function checkAddress(property: PropertyOf<'address'>, raw: unknown): Checked<AddressValue | null> {
  if (isEmpty(raw)) return empty(property, null);
  if (!isRecord(raw)) return fail(VALUE_ERRORS.invalidType);
  const parts = ADDRESS_PARTS.filter((part) => part !== 'name' || property.with_name);
  const address: Record<string, string> = {};
  for (const part of parts) {
    const value = raw[part] ?? '';
    if (typeof value !== 'string') return fail(VALUE_ERRORS.invalidType);
    if (value.length > ADDRESS_PART_MAX) return fail(VALUE_ERRORS.tooLong);
    address[part] = value.replace(/\s+/g, ' ').trim();
  }
  if (Object.values(address).every((value) => value === '')) return empty(property, null);
  if (
    address.country === GERMANY &&
    address.state &&
    !(GERMAN_STATES as readonly string[]).includes(address.state)
  )
    return fail(VALUE_ERRORS.invalidState);
  return ok(address as AddressValue);
}

/** A single selection's value, a multiple selection's list; −1 is "no selection" when that is offered. */
function checkSelection(property: PropertyOf<'selection'>, raw: unknown): Checked<string | string[] | null> {
  const known = new Set(property.options.map((option) => option.value));
  if (property.multiple) {
    const list = raw === null || raw === undefined ? [] : raw;
    if (!Array.isArray(list) || list.some((value) => typeof value !== 'string'))
      return fail(VALUE_ERRORS.invalidType);
    const values = [...new Set(list as string[])];
    if (values.some((value) => !known.has(value))) return fail(VALUE_ERRORS.unknownOption);
    return values.length === 0 ? empty(property, []) : ok(values);
  }
  const value = typeof raw === 'number' ? String(raw) : raw;
  if (isEmpty(value) || (value === NO_SELECTION && !property.required)) return empty(property, null);
  if (typeof value !== 'string') return fail(VALUE_ERRORS.invalidType);
  if (!known.has(value)) return fail(VALUE_ERRORS.unknownOption);
  return ok(value);
}

/** Ids from `"id"`, `{id}` or lists of them; one only where the property is not `multiple`. */
function checkRefs(property: PropertyDefinition, raw: unknown): Checked<RefIds> {
  const multiple = 'multiple' in property && property.multiple;
  const list = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const refs: string[] = [];
  for (const item of list) {
    const id = typeof item === 'string' ? item : isRecord(item) ? (item.id ?? item.value) : undefined;
    if (typeof id !== 'string' || id.length === 0 || id.length > 120) return fail(VALUE_ERRORS.invalidType);
    if (!refs.includes(id)) refs.push(id);
  }
  if (refs.length > (multiple ? MAX_REFS : 1)) return fail(VALUE_ERRORS.invalidType);
  return refs.length === 0 ? empty(property, { refs }) : ok({ refs });
}

/** The shape check of one value; headline and statistics take none (their input is ignored). */
export function checkValue(property: PropertyDefinition, raw: unknown): Checked<unknown> {
  switch (property.type) {
    case 'text':
      return checkText(property, raw);
    case 'email':
      return checkEmail(property, raw);
    case 'url':
      return checkUrl(property, raw);
    case 'number':
      return checkNumber(property, raw);
    case 'date':
      return checkDate(property, raw);
    case 'html':
      return checkHtml(property, raw);
    case 'address':
      return checkAddress(property, raw);
    case 'selection':
      return checkSelection(property, raw);
    case 'membership':
    case 'file':
    case 'image':
    case 'relation':
    case 'tag':
      return checkRefs(property, raw);
    case 'headline':
    case 'statistics':
      return ok(undefined);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
