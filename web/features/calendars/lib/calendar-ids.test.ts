import { describe, expect, it } from 'vitest';
import { decodeCalendarIds, encodeCalendarIds } from './calendar-ids';

const a = '0123456789abcdef01234567';
const b = 'fedcba9876543210fedcba98';

describe('calendarIds query value', () => {
  it('is URL-safe base64 of the concatenated ids, without padding', () => {
    const value = encodeCalendarIds([a, b]);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(atob(value.replace(/-/g, '+').replace(/_/g, '/'))).toBe(`${a}${b}`);
  });

  it('decodes what it encodes, in order', () => {
    expect(decodeCalendarIds(encodeCalendarIds([b, a]))).toEqual([b, a]);
    expect(decodeCalendarIds(encodeCalendarIds([a]))).toEqual([a]);
  });

  it('leaves out malformed ids and encodes nothing as empty', () => {
    expect(encodeCalendarIds(['nope', a])).toBe(encodeCalendarIds([a]));
    expect(encodeCalendarIds([])).toBe('');
  });

  it('treats damaged values as no filter', () => {
    expect(decodeCalendarIds(null)).toEqual([]);
    expect(decodeCalendarIds('%%%')).toEqual([]);
    expect(decodeCalendarIds(btoa('0123'))).toEqual([]);
    expect(decodeCalendarIds(btoa('z'.repeat(24)))).toEqual([]);
  });
});
