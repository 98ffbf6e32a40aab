import { describe, expect, it } from 'vitest';
import { parseExtensionList } from './file-extension-filter.js';

describe('parseExtensionList (part 3 section 5)', () => {
  it('accepts comma-separated letters and digits, and the empty list', () => {
    expect(parseExtensionList('')).toEqual([]);
    expect(parseExtensionList('   ')).toEqual([]);
    expect(parseExtensionList('pdf')).toEqual(['pdf']);
    expect(parseExtensionList(' PDF , mp4,pdf ')).toEqual(['pdf', 'mp4']);
  });

  it('refuses dots, other separators, empty entries and spaces inside an entry', () => {
    for (const text of ['.pdf', 'pdf;doc', 'pdf,,doc', 'pdf,', ',pdf', 'tar.gz', 'p df', 'pdf\ndoc', 'dóc'])
      expect(parseExtensionList(text), text).toBeNull();
  });
});
