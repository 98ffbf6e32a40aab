import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, WEEK_STARTS_ON } from './dates';

describe('dates', () => {
  it('formats dates as dd.MM.y and times as HH:mm in the member time zone', () => {
    const instant = '2025-03-09T23:30:00Z';
    expect(formatDate(instant, 'UTC')).toBe('09.03.2025');
    expect(formatTime(instant, 'UTC')).toBe('23:30');
    expect(formatDateTime(instant, 'Europe/Berlin')).toBe('10.03.2025 00:30');
  });

  it('keeps calendar dates on their day', () => {
    expect(formatDate('1990-05-01', 'America/Los_Angeles')).toBe('01.05.1990');
  });

  it('starts weeks on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
  });
});
