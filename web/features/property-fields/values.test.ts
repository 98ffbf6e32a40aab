import { describe, expect, it } from 'vitest';
import {
  apiValueOf,
  apiValuesOf,
  canUpdateField,
  type FieldProperty,
  formValueOf,
  parseLocaleDate,
  parseNumber,
  roundTo,
} from './values';

const p = (type: string, extra: Partial<FieldProperty> = {}): FieldProperty => ({
  name: 'f',
  type,
  label: 'F',
  ...extra,
});

describe('numbers', () => {
  it('round half away from zero at the precision, free of binary artefacts', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(12.3449, 3)).toBe(12.345);
  });
  it('read the language’s separators', () => {
    expect(parseNumber('1.234,5', 'de')).toBe(1234.5);
    expect(parseNumber('1,234.5', 'en')).toBe(1234.5);
    expect(parseNumber('12,5', 'fr')).toBe(12.5);
    expect(parseNumber('abc', 'en')).toBeNull();
    expect(parseNumber('', 'en')).toBeNull();
  });
});

describe('dates', () => {
  it('accept the language’s format strictly and answer YYYY-MM-DD, or null', () => {
    expect(parseLocaleDate('28.02.2026', 'de')).toBe('2026-02-28');
    expect(parseLocaleDate('1.2.2026', 'de_DU')).toBe('2026-02-01');
    expect(parseLocaleDate('02/28/2026', 'en')).toBe('2026-02-28');
    expect(parseLocaleDate('28/02/2026', 'fr')).toBe('2026-02-28');
    expect(parseLocaleDate('31.02.2026', 'de')).toBeNull();
    expect(parseLocaleDate('2026-02-28', 'de')).toBeNull();
    expect(parseLocaleDate('28.02.26', 'de')).toBeNull();
    expect(parseLocaleDate('28/02/2026', 'en')).toBeNull();
  });
});

describe('form values and what the server takes', () => {
  it('selection: −1 when optional and single, lists when multiple', () => {
    const options = [{ label: 'Open', value: 'open' }];
    expect(formValueOf(p('selection', { options }), null)).toBe('-1');
    expect(formValueOf(p('selection', { options, required: true }), null)).toBe('');
    expect(apiValueOf(p('selection', { options, required: true }), '')).toBeNull();
    expect(apiValueOf(p('selection', { options }), '-1')).toBe('-1');
    expect(formValueOf(p('selection', { options, multiple: true }), 'open')).toEqual(['open']);
  });

  it('number: rounded to the precision when sent', () => {
    expect(apiValueOf(p('number', { precision: 1 }), 2.25)).toBe(2.3);
    expect(apiValueOf(p('number'), null)).toBeNull();
  });

  it('references: picks to ids, one unless multiple; new tags as new_<name>', () => {
    const member = { id: 'm1', displayName: 'Ada' };
    expect(formValueOf(p('membership'), member)).toEqual([{ id: 'm1', name: 'Ada', kind: 'member' }]);
    expect(apiValueOf(p('membership'), [{ id: 'm1', name: 'Ada', kind: 'member' }])).toBe('m1');
    expect(apiValueOf(p('membership', { multiple: true }), [])).toEqual([]);
    expect(
      apiValueOf(p('tag', { multiple: true }), [{ id: 'new_Printers', name: 'Printers', kind: 'tag' }]),
    ).toEqual(['new_Printers']);
    expect(apiValueOf(p('file'), [{ id: 'f1', name: 'a.pdf', extension: 'pdf' }])).toBe('f1');
    expect(apiValueOf(p('relation', { multiple: true }), [{ id: 'i1', displayValue: 'Printer' }])).toEqual([
      'i1',
    ]);
  });

  it('text, url, address and date pass through; empty text is null; headlines send nothing', () => {
    expect(apiValueOf(p('text'), '')).toBeNull();
    expect(apiValueOf(p('date'), '2026-01-02')).toBe('2026-01-02');
    expect(formValueOf(p('url'), null)).toEqual({ url: '', text: '' });
    expect(formValueOf(p('address', { with_name: true }), null)).toMatchObject({ name: '', street: '' });
    expect(
      apiValuesOf([p('headline', { name: 'h' }), p('statistics', { name: 's' }), p('text', { name: 't' })], {
        t: 'x',
      }),
    ).toEqual({ t: 'x' });
  });

  it('can: update, then the field’s own flag', () => {
    expect(canUpdateField({ update: true, fields: { f: false } }, 'f')).toBe(false);
    expect(canUpdateField({ update: true, fields: {} }, 'f')).toBe(true);
    expect(canUpdateField({ update: false, fields: { f: true } }, 'f')).toBe(false);
    expect(canUpdateField(undefined, 'f')).toBe(true);
  });
});
