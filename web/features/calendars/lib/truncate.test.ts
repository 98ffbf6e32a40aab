import { describe, expect, it } from 'vitest';
import { DESCRIPTION_TRUNCATE_AT, MEETING_LINK_TRUNCATE_AT, truncateText } from './truncate';

describe('truncateText', () => {
  it('keeps text up to the limit untouched', () => {
    const text = 'a'.repeat(DESCRIPTION_TRUNCATE_AT);
    expect(truncateText(text, DESCRIPTION_TRUNCATE_AT)).toEqual({ text, truncated: false });
  });

  it('cuts longer text at the limit and marks it', () => {
    const result = truncateText('b'.repeat(DESCRIPTION_TRUNCATE_AT + 1), DESCRIPTION_TRUNCATE_AT);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${'b'.repeat(DESCRIPTION_TRUNCATE_AT)}…`);
  });

  it('cuts meeting links at 65 characters and never splits an emoji', () => {
    const link = `https://example.com/${'x'.repeat(80)}`;
    expect(truncateText(link, MEETING_LINK_TRUNCATE_AT).text).toHaveLength(66);
    expect(truncateText('😀😀😀', 2).text).toBe('😀😀…');
  });
});
