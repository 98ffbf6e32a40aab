import { describe, expect, it } from 'vitest';
import { appointmentDays, dayKey } from './appointment-days';

const zone = 'Europe/Berlin';
const days = (start: string, end: string | null, allDay = false) => {
  const result = appointmentDays({ start, end, all_day: allDay, time_zone: zone, same_day: false }, zone);
  return [dayKey(result.firstDay), dayKey(result.lastDay)];
};

describe('appointmentDays', () => {
  it('places timed appointments on the viewer’s local days', () => {
    // 23:30 UTC is 00:30 the next day in Berlin (winter).
    expect(days('2026-01-10T23:30:00Z', '2026-01-11T01:00:00Z')).toEqual(['2026-01-11', '2026-01-11']);
    expect(days('2026-01-10T09:00:00Z', null)).toEqual(['2026-01-10', '2026-01-10']);
  });

  it('does not let an end at midnight occupy the next day', () => {
    expect(days('2026-01-10T20:00:00Z', '2026-01-10T23:00:00Z')).toEqual(['2026-01-10', '2026-01-10']);
    expect(days('2026-01-10T20:00:00Z', '2026-01-12T09:00:00Z')).toEqual(['2026-01-10', '2026-01-12']);
  });

  it('takes all-day dates as they are, end inclusive', () => {
    expect(days('2026-01-10', '2026-01-12', true)).toEqual(['2026-01-10', '2026-01-12']);
    expect(days('2026-01-10', null, true)).toEqual(['2026-01-10', '2026-01-10']);
  });
});
