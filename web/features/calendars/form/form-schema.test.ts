import { describe, expect, it } from 'vitest';
import { issueMessageKey } from '../../../../contract/field-errors';
import { appointmentFieldOf, appointmentFormSchema } from './form-schema';
import { newFormValues } from './form-values';

const valid = newFormValues({
  now: new Date('2026-03-10T08:20:00Z'),
  zone: 'Europe/Berlin',
  date: null,
  calendarIds: ['c'],
  description: '',
  postToStream: false,
});

const errorsOf = (values: typeof valid) => {
  const result = appointmentFormSchema.safeParse(values, { error: issueMessageKey });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('appointment form schema', () => {
  it('names an empty name, no calendars and an end before the start with the spec keys', () => {
    expect(
      errorsOf({ ...valid, name: ' ', calendarIds: [], end: new Date(valid.start.getTime() - 60_000) }),
    ).toEqual({
      name: 'calendars.validation_errors.name_empty',
      calendarIds: 'calendars.validation_errors.calendars_empty',
      end: 'calendars.validation_errors.end_lt_start',
    });
    expect(errorsOf({ ...valid, name: 'Team', end: null })).toEqual({});
  });

  it('checks the zip, the links, the minimums and the deadline format', () => {
    expect(
      errorsOf({
        ...valid,
        name: 'Team',
        location: { ...valid.location, zip: '12345678901', link: 'not a link' },
        ticketUrl: 'ftp://example.com',
        total: -1,
        registrationDeadline: '31.02.',
      }),
    ).toEqual({
      'location.zip': 'errors.validation.too_long',
      'location.link': 'errors.validation.invalid_url',
      ticketUrl: 'errors.validation.invalid_url',
      total: 'errors.validation.too_small',
      registrationDeadline: 'js.calendars.form.deadline_invalid',
    });
  });

  it("maps the server's paths to the form's fields", () => {
    expect(appointmentFieldOf('date')).toBe('end');
    expect(appointmentFieldOf('date.start')).toBe('start');
    expect(appointmentFieldOf('calendar_ids')).toBe('calendarIds');
    expect(appointmentFieldOf('location.zip')).toBe('location.zip');
    expect(appointmentFieldOf('meeting.room_id')).toBe('roomId');
    expect(appointmentFieldOf('application_configuration.url')).toBe('ticketUrl');
    expect(appointmentFieldOf('group_ids_to_invite')).toBe('invitees');
    expect(appointmentFieldOf('location.nonsense')).toBeNull();
    expect(appointmentFieldOf('unknown')).toBeNull();
  });
});
