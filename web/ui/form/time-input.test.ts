import { describe, expect, it } from 'vitest';
import { normaliseTime, partAt, stepTime } from './time-input';

describe('time input rules (part 1 section 5)', () => {
  it.each([
    ['9', '09:00'],
    ['9:5', '09:05'],
    ['930', '09:30'],
    ['0930', '09:30'],
    ['23:59', '23:59'],
    ['24:10', '00:10'],
    ['12:60', '12:00'],
    ['ab:cd', '00:00'],
    ['7.45', '07:45'],
    ['', ''],
  ])('normalises %j to %j', (typed, normalised) => {
    expect(normaliseTime(typed)).toBe(normalised);
  });

  it('steps the hour by one and the minutes by five, wrapping the day', () => {
    expect(stepTime('09:30', 'hours', 1)).toBe('10:30');
    expect(stepTime('23:30', 'hours', 1)).toBe('00:30');
    expect(stepTime('00:00', 'minutes', -1)).toBe('23:55');
    expect(stepTime('09:57', 'minutes', 1)).toBe('10:02');
    expect(stepTime('', 'minutes', 1)).toBe('00:05');
  });

  it('tells the part the caret is in', () => {
    expect(partAt('09:30', 1)).toBe('hours');
    expect(partAt('09:30', 2)).toBe('hours');
    expect(partAt('09:30', 4)).toBe('minutes');
    expect(partAt('9', 1)).toBe('hours');
  });
});
