import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api/client';
import { testI18n } from '../../test/render';
import { toast } from '../toaster';
import { applyServerErrors } from './server-errors';

vi.mock('../toaster', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

type Values = { name: string; start: string };
const t = testI18n.t.bind(testI18n);

const invalid = (fields: Record<string, string[]>, status = 422) =>
  new ApiError({ status, code: 'invalid', message: 'The input is not valid.', fields });

describe('applyServerErrors', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it('marks the fields the form shows with every key and focuses the first', () => {
    const setError = vi.fn();
    const marked = applyServerErrors<Values>(
      invalid({ name: ['calendars.validation_errors.name_empty', 'errors.validation.too_long'] }),
      setError,
      t,
      { fields: ['name', 'start'] },
    );
    expect(marked).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'name',
      {
        type: 'server',
        message: 'calendars.validation_errors.name_empty',
        types: { server_0: 'calendars.validation_errors.name_empty', server_1: 'errors.validation.too_long' },
      },
      { shouldFocus: true },
    );
    expect(toast.error).toHaveBeenCalledWith('Could not save. Please try again.');
  });

  it('maps server paths and toasts the translated messages of fields the form does not show', () => {
    const setError = vi.fn();
    applyServerErrors<Values>(
      invalid({
        'date.start': ['errors.validation.invalid_date'],
        attachments: ['errors.attachments.not_own_upload'],
      }),
      setError,
      t,
      { fieldOf: (path) => (path === 'date.start' ? 'start' : null) },
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError.mock.calls[0]?.[0]).toBe('start');
    expect(toast.error).toHaveBeenCalledWith(
      'One of the attachments is not a new upload of yours. Please upload it again.',
    );
  });

  it('says what failed when there is no field to mark', () => {
    const setError = vi.fn();
    expect(
      applyServerErrors<Values>(new ApiError({ status: 0, code: 'network_error', message: '' }), setError, t),
    ).toBe(false);
    expect(toast.error).toHaveBeenLastCalledWith(expect.stringContaining('cannot be reached'));
    applyServerErrors<Values>(invalid({}, 500), setError, t);
    expect(toast.error).toHaveBeenLastCalledWith('Something went wrong. Please try again.');
    applyServerErrors<Values>(invalid({}, 409), setError, t, { failure: 'js.generic_error' });
    expect(toast.error).toHaveBeenLastCalledWith('Something went wrong. Please try again.');
    applyServerErrors<Values>(new Error('boom'), setError, t);
    expect(setError).not.toHaveBeenCalled();
  });

  it('reads the field errors of a chat socket request too', () => {
    const setError = vi.fn();
    const error = Object.assign(new Error('invalid'), { fields: { text: ['errors.validation.too_long'] } });
    applyServerErrors<Values>(error, setError, t, { fieldOf: (path) => (path === 'text' ? 'name' : null) });
    expect(setError.mock.calls[0]?.[1]).toMatchObject({ message: 'errors.validation.too_long' });
  });
});
