import { describe, expect, it } from 'vitest';
import { ageOnDay } from './birthday-mail.js';
import { birthdayMonthDays, localTime } from './local-time.js';

describe('local time of the scheduled mails', () => {
  it('reads an instant as the day, weekday and hour of a zone', () => {
    const at = new Date('2026-11-27T06:00:00Z');
    expect(localTime(at, 'Europe/Berlin')).toMatchObject({ date: '2026-11-27', weekday: 5, hour: 7 });
    expect(localTime(at, 'America/New_York')).toMatchObject({ date: '2026-11-27', weekday: 5, hour: 1 });
    expect(localTime(at, 'Pacific/Auckland')).toMatchObject({ date: '2026-11-27', hour: 19 });
    // Summer time: 07:00 in Berlin is 05:00 UTC.
    expect(localTime(new Date('2026-07-01T05:00:00Z'), 'Europe/Berlin').hour).toBe(7);
  });

  it('celebrates Feb 29 birthdays on Feb 28 of other years, and counts their age', () => {
    expect(birthdayMonthDays(localTime(new Date('2027-02-28T12:00:00Z'), 'UTC'))).toEqual(['02-28', '02-29']);
    expect(birthdayMonthDays(localTime(new Date('2028-02-28T12:00:00Z'), 'UTC'))).toEqual(['02-28']);
    expect(ageOnDay('2000-02-29', '2027-02-28')).toBe(27);
    expect(ageOnDay('1990-11-27', '2026-11-27')).toBe(36);
    expect(ageOnDay('1990-11-28', '2026-11-27')).toBe(35);
    expect(ageOnDay(null, '2026-11-27')).toBeNull();
  });
});
