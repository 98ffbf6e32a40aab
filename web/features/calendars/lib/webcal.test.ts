import { describe, expect, it } from 'vitest';
import { collectionPath, webcalUrl } from './webcal';

describe('webcalUrl', () => {
  it('swaps the scheme and appends the feed path and token', () => {
    expect(webcalUrl('https://intranet.example.com/', collectionPath('all_appointments'), 'a b')).toBe(
      'webcal://intranet.example.com/appointments.ics?auth_token=a%20b',
    );
    expect(webcalUrl('http://localhost:3000', '/calendars/abc/appointments.ics', 't')).toBe(
      'webcal://localhost:3000/calendars/abc/appointments.ics?auth_token=t',
    );
  });
});
