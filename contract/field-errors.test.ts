import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isMessageKey, issueMessageKey } from './field-errors.js';

const keysOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: issueMessageKey });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('field error keys', () => {
  it('tells keys from sentences', () => {
    expect(isMessageKey('calendars.validation_errors.name_empty')).toBe(true);
    expect(isMessageKey('js.required')).toBe(true);
    expect(isMessageKey('is not a valid id')).toBe(false);
    expect(isMessageKey('Invalid input: expected string, received undefined')).toBe(false);
  });

  it("turns zod's defaults into keys and keeps a schema's own key", () => {
    const schema = z.object({
      name: z.string().min(1).max(3),
      tags: z.array(z.string()).max(1),
      count: z.number().min(2),
      link: z.url(),
      kind: z.enum(['a', 'b']),
      id: z.string().regex(/^\d+$/, 'errors.validation.invalid_id'),
    });
    expect(
      keysOf(schema, { name: '', tags: ['x', 'y'], count: 1, link: 'nope', kind: 'c', id: 'x' }),
    ).toEqual([
      'js.required',
      'errors.validation.too_many',
      'errors.validation.too_small',
      'errors.validation.invalid_url',
      'errors.validation.invalid_choice',
      'errors.validation.invalid_id',
    ]);
    expect(keysOf(schema.shape.name, 'abcd')).toEqual(['errors.validation.too_long']);
    expect(keysOf(schema.shape.name, undefined)).toEqual(['js.required']);
    expect(keysOf(schema.shape.name, 5)).toEqual(['errors.validation.invalid']);
  });

  it('maps issues the server has already given their English message', () => {
    expect(
      issueMessageKey({
        code: 'invalid_type',
        message: 'Invalid input: expected string, received undefined',
      }),
    ).toBe('js.required');
    expect(issueMessageKey({ code: 'too_big', origin: 'string', message: 'Too big' })).toBe(
      'errors.validation.too_long',
    );
    expect(issueMessageKey({ code: 'custom', message: 'errors.files.one_folder' })).toBe(
      'errors.files.one_folder',
    );
  });
});
