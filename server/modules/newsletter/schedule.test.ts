import { describe, expect, it } from 'vitest';
import {
  type NewsletterSending,
  nextSendings,
  sendingProblems,
  slotsOn,
  zonedInstant,
} from '../../../contract/newsletter.js';

const sending = (changes: Partial<NewsletterSending>): NewsletterSending => ({
  interval: 'weekly',
  day: 'mon',
  second_day: '15',
  time: 'am',
  second_time: 'am',
  ...changes,
});
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('newsletter schedule arithmetic', () => {
  it('sends weekly on the day at the slot hour of the zone', () => {
    // Wednesday 2026-01-07 12:00 UTC; Berlin is UTC+1 in winter, 7:00 there is 6:00 UTC.
    const from = new Date('2026-01-07T12:00:00Z');
    expect(iso(nextSendings(sending({ day: 'fri', time: 'pm' }), from, 'Europe/Berlin', 2))).toEqual([
      '2026-01-09T12:00:00.000Z',
      '2026-01-16T12:00:00.000Z',
    ]);
  });

  it('skips today when its slot has passed, keeps it when it is still to come', () => {
    const monday = sending({ day: 'mon', time: 'am' });
    expect(iso(nextSendings(monday, new Date('2026-01-05T05:59:00Z'), 'Europe/Berlin', 1))).toEqual([
      '2026-01-05T06:00:00.000Z',
    ]);
    expect(iso(nextSendings(monday, new Date('2026-01-05T06:00:00Z'), 'Europe/Berlin', 1))).toEqual([
      '2026-01-12T06:00:00.000Z',
    ]);
  });

  it('sends monthly on the 31st on the last day of shorter months', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    expect(
      iso(nextSendings(sending({ interval: 'monthly', day: '31', time: 'lpm' }), from, 'UTC', 4)),
    ).toEqual([
      '2026-01-31T18:00:00.000Z',
      '2026-02-28T18:00:00.000Z',
      '2026-03-31T18:00:00.000Z',
      '2026-04-30T18:00:00.000Z',
    ]);
    // A leap year's February has its 29th.
    expect(
      iso(
        nextSendings(sending({ interval: 'monthly', day: '30' }), new Date('2028-02-01T00:00:00Z'), 'UTC', 1),
      ),
    ).toEqual(['2028-02-29T07:00:00.000Z']);
  });

  it('sends semimonthly on both days with their own times, across month ends', () => {
    const twice = sending({
      interval: 'semimonthly',
      day: '15',
      second_day: '31',
      time: 'am',
      second_time: 'lpm',
    });
    expect(iso(nextSendings(twice, new Date('2026-02-10T00:00:00Z'), 'UTC', 4))).toEqual([
      '2026-02-15T07:00:00.000Z',
      '2026-02-28T18:00:00.000Z',
      '2026-03-15T07:00:00.000Z',
      '2026-03-31T18:00:00.000Z',
    ]);
    // Both days past February's end fall on its last day: two slots that day, one when the times agree.
    const late = sending({
      interval: 'semimonthly',
      day: '30',
      second_day: '31',
      time: 'am',
      second_time: 'pm',
    });
    expect(slotsOn(late, { year: 2026, month: 2, day: 28 })).toEqual(['am', 'pm']);
    expect(slotsOn({ ...late, second_time: 'am' }, { year: 2026, month: 2, day: 28 })).toEqual(['am']);
  });

  it('keeps the local hour across daylight saving changes', () => {
    const weekly = sending({ day: 'sun', time: 'am' });
    // Berlin switches to summer time on Sunday 2026-03-29 at 2:00: 7:00 is 6:00 UTC before, 5:00 UTC after.
    expect(iso(nextSendings(weekly, new Date('2026-03-20T00:00:00Z'), 'Europe/Berlin', 3))).toEqual([
      '2026-03-22T06:00:00.000Z',
      '2026-03-29T05:00:00.000Z',
      '2026-04-05T05:00:00.000Z',
    ]);
    // New York back to standard time on Sunday 2026-11-01: 7:00 EDT is 11:00 UTC, then 12:00 UTC.
    expect(iso(nextSendings(weekly, new Date('2026-10-30T00:00:00Z'), 'America/New_York', 2))).toEqual([
      '2026-11-01T12:00:00.000Z',
      '2026-11-08T12:00:00.000Z',
    ]);
    expect(zonedInstant({ year: 2026, month: 10, day: 25 }, 7, 'America/New_York').toISOString()).toBe(
      '2026-10-25T11:00:00.000Z',
    );
  });

  it('counts days in the given zone (a Monday in Tokyo is still Sunday in UTC)', () => {
    const from = new Date('2026-01-04T20:00:00Z'); // Monday 5:00 in Tokyo
    expect(iso(nextSendings(sending({ day: 'mon', time: 'am' }), from, 'Asia/Tokyo', 1))).toEqual([
      '2026-01-04T22:00:00.000Z',
    ]);
  });

  it('names the fields whose day does not fit the interval', () => {
    expect(sendingProblems(sending({}))).toEqual({});
    expect(sendingProblems(sending({ day: '1' }))).toEqual({ day: ['errors.newsletter.day_invalid'] });
    expect(sendingProblems(sending({ interval: 'monthly', day: 'mon' }))).toEqual({
      day: ['errors.newsletter.day_invalid'],
    });
    expect(sendingProblems(sending({ interval: 'monthly', day: '32', second_day: '0' }))).toEqual({
      day: ['errors.newsletter.day_invalid'],
      second_day: ['errors.newsletter.day_invalid'],
    });
  });
});
