import { describe, expect, it } from 'vitest';
import { newFormValues, parseDeadline, repeatOf, toBody, wallToInstant } from './form-values';

const options = { meetingEnabled: false, isNew: true, showTeams: false, consumersEnabled: false };

describe('appointment form values', () => {
  it('starts a new appointment at the next full hour of the chosen day', () => {
    const values = newFormValues({
      now: new Date('2026-03-10T08:20:00Z'),
      zone: 'Europe/Berlin',
      date: '2026-04-02',
      calendarIds: ['c'],
      description: '',
      postToStream: false,
    });
    expect(values.start).toEqual(new Date(2026, 3, 2, 10, 0, 0));
    expect(values.end).toEqual(new Date(2026, 3, 2, 11, 0, 0));
  });

  it('sends wall-clock times of the chosen zone as UTC instants, also across DST', () => {
    expect(wallToInstant(new Date(2026, 0, 15, 9, 0), 'Europe/Berlin')).toBe('2026-01-15T08:00:00.000Z');
    expect(wallToInstant(new Date(2026, 6, 15, 9, 0), 'Europe/Berlin')).toBe('2026-07-15T07:00:00.000Z');
  });

  it('maps custom repetition to a frequency with its interval, and back', () => {
    const values = {
      ...newFormValues({
        now: new Date(),
        zone: 'UTC',
        date: null,
        calendarIds: ['c'],
        description: '',
        postToStream: false,
      }),
      repeat: 'custom' as const,
      customUnit: 'month' as const,
      interval: 3,
    };
    expect(toBody(values, options).recurrence_pattern).toEqual({
      recurrence_frequency: 'monthly',
      recurrence_interval: 3,
      recurrence_end_time: null,
    });
    expect(repeatOf('monthly', 3)).toEqual({ repeat: 'custom', unit: 'month' });
    expect(repeatOf('weekly', 1)).toEqual({ repeat: 'weekly', unit: 'week' });
  });

  it('sends all-day dates, a null meeting without the feature and invitees by kind on create', () => {
    const values = {
      ...newFormValues({
        now: new Date(),
        zone: 'UTC',
        date: '2026-05-01',
        calendarIds: ['c'],
        description: '',
        postToStream: false,
      }),
      allDay: true,
      end: new Date(2026, 4, 3),
      invitees: [
        { id: 'm', name: 'M', kind: 'member' as const },
        { id: 'g', name: 'G', kind: 'group' as const },
        { id: 'r', name: 'R', kind: 'membership_role' as const },
      ],
    };
    const body = toBody(values, options);
    expect(body.date).toMatchObject({ start: '2026-05-01', end: '2026-05-03', all_day: true });
    expect(body.meeting).toBeNull();
    expect(body.membership_ids_to_invite).toEqual(['m']);
    expect(body.group_ids_to_invite).toEqual(['g']);
    expect(body.membership_role_ids_to_invite).toEqual(['r']);
    expect(toBody(values, { ...options, isNew: false }).membership_ids_to_invite).toBeUndefined();
  });

  it('reads the registration deadline as dd.MM.y', () => {
    expect(parseDeadline('24.12.2026')).toBe('2026-12-24');
    expect(parseDeadline('')).toBeNull();
    expect(parseDeadline('2026-12-24')).toBeUndefined();
  });
});
