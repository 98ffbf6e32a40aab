import { describe, expect, it } from 'vitest';
import { hashtagsIn, normalizeTagName, tagNameKey } from './names.js';

describe('tag names', () => {
  it('tidies what members type and refuses what cannot be a tag', () => {
    expect(normalizeTagName('  #Intranet  ')).toBe('Intranet');
    expect(normalizeTagName('Summer   party')).toBe('Summer party');
    expect(normalizeTagName('Cafe\u0301')).toBe('Café');
    expect(normalizeTagName('')).toBeNull();
    expect(normalizeTagName('###')).toBeNull();
    expect(normalizeTagName('a,b')).toBeNull();
    expect(normalizeTagName('line\nbreak')).toBe('line break');
    expect(normalizeTagName('bell\u0007')).toBeNull();
    expect(normalizeTagName('x'.repeat(61))).toBeNull();
    expect(tagNameKey('Intranet')).toBe(tagNameKey('INTRANET'));
  });

  it('finds #tags in text, each once, and not inside words, URLs or entities', () => {
    expect(hashtagsIn('#launch of the #Intranet, see #intranet again (#ux-team)')).toEqual([
      'launch',
      'Intranet',
      'ux-team',
    ]);
    expect(hashtagsIn('https://example.com/page#anchor and it&#39;s and C# code')).toEqual([]);
    expect(hashtagsIn('Grüße an #Müller-Team!')).toEqual(['Müller-Team']);
  });
});
