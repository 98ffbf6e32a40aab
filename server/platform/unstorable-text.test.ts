import { describe, expect, it } from 'vitest';
import {
  INVALID_CHARACTER,
  NUL_CHARACTER,
  storableHeaderText,
  unstorableTextFields,
  unstorableTextKey,
} from './unstorable-text.js';

describe('unstorable text', () => {
  it('names NUL and lone surrogates, and lets every other character through', () => {
    expect(unstorableTextKey('a\u0000b')).toBe(NUL_CHARACTER);
    expect(unstorableTextKey('a\ud800b')).toBe(INVALID_CHARACTER);
    expect(unstorableTextKey('\udc00')).toBe(INVALID_CHARACTER);
    expect(unstorableTextKey('tab\tnew line\n\u0001 emoji 😀 umlaut ä \uffff')).toBeNull();
  });

  it('reports each string at its field path, keys at the object holding them', () => {
    const input = {
      name: 'fine',
      date: { start: '2030-01-01\u0000' },
      files: [{ id: 'ok' }, { id: '\ud800' }],
      'bad\u0000key': 'value',
      nested: { 'also\u0000bad': 1 },
    };
    expect(unstorableTextFields(input)).toEqual({
      'date.start': [NUL_CHARACTER],
      'files.1.id': [INVALID_CHARACTER],
      base: [NUL_CHARACTER],
      nested: [NUL_CHARACTER],
    });
    expect(unstorableTextFields('\u0000')).toEqual({ base: [NUL_CHARACTER] });
    expect(unstorableTextFields({ fine: ['a', { b: 1, c: null, d: true }] })).toBeNull();
    // Query and path parameters come on dictionaries whose prototype has none.
    const dictionary = Object.create(Object.create(null));
    dictionary.q = '\u0000';
    expect(unstorableTextFields(dictionary)).toEqual({ q: [NUL_CHARACTER] });
    // Not parsed input: left alone.
    expect(unstorableTextFields(Buffer.from('\u0000'))).toBeNull();
  });

  it('walks deep input without recursion and reports a bounded number of fields', () => {
    let deep: unknown = '\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(Object.values(unstorableTextFields(deep) ?? {})).toEqual([[NUL_CHARACTER]]);
    const many = Array.from({ length: 10_000 }, () => '\u0000');
    expect(Object.keys(unstorableTextFields(many) ?? {})).toHaveLength(20);
  });

  it('cleans header text kept for information, without splitting a character', () => {
    expect(storableHeaderText(undefined, 10)).toBeNull();
    expect(storableHeaderText('Agent\u0000/1 \ud800', 100)).toBe('Agent/1 \uFFFD');
    expect(storableHeaderText('ab😀cd', 3)).toBe('ab😀');
  });
});
