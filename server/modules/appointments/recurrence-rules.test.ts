import { describe, expect, it } from 'vitest';
import { floatingStartsBetween, rruleOf, type SeriesRule } from './recurrence.js';
import { fromFloating, toFloating } from './time.js';

// Month views expand series by arithmetic; it must give exactly what rrule gives.
const series = (overrides: Partial<SeriesRule>): SeriesRule => ({
  id: 'x',
  startsAt: new Date('2024-01-31T08:00:00Z'),
  endsAt: new Date('2024-01-31T09:00:00Z'),
  allDay: false,
  timeZone: 'Europe/Berlin',
  recurrenceFrequency: 'weekly',
  recurrenceInterval: 1,
  recurrenceEndDate: null,
  ...overrides,
});

describe('series expansion agrees with rrule', () => {
  const cases: Partial<SeriesRule>[] = [
    { recurrenceFrequency: 'daily', recurrenceInterval: 3 },
    { recurrenceFrequency: 'weekly', recurrenceInterval: 2, recurrenceEndDate: '2025-03-01' },
    { recurrenceFrequency: 'monthly', recurrenceInterval: 1 },
    { recurrenceFrequency: 'monthly', recurrenceInterval: 5, timeZone: 'America/New_York' },
    { recurrenceFrequency: 'yearly', recurrenceInterval: 1, startsAt: new Date('2024-02-29T12:00:00Z') },
    { recurrenceFrequency: 'weekly', allDay: true, startsAt: new Date('2024-03-25T00:00:00Z') },
  ];
  for (const overrides of cases) {
    it(`${overrides.recurrenceFrequency} every ${overrides.recurrenceInterval ?? 1} in ${overrides.timeZone ?? 'Europe/Berlin'}`, () => {
      const s = series(overrides);
      const zone = s.allDay ? 'UTC' : s.timeZone;
      for (const [from, to] of [
        ['2024-01-01', '2024-03-05'],
        ['2025-02-20', '2025-04-10'],
        ['2028-02-01', '2028-03-15'],
      ] as const) {
        const f = toFloating(new Date(`${from}T00:00:00Z`), zone);
        const t = toFloating(new Date(`${to}T00:00:00Z`), zone);
        const ours = floatingStartsBetween(s, f, t).map((d) => fromFloating(d, zone).toISOString());
        const theirs = rruleOf(s)
          .between(f, t, true)
          .map((d) => fromFloating(d, zone).toISOString());
        expect(ours, `${from}..${to}`).toEqual(theirs);
      }
    });
  }
});
