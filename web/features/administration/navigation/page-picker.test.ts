import { describe, expect, it } from 'vitest';
import { matchingPages } from './page-picker';

const page = (key: string, text: string) => ({ key, text, link: `/pages/${key}` });

describe('the page picker', () => {
  const pages = [page('handbook', 'Handbook'), page('urlaub', 'Urlaubsantrag'), page('cafe', 'Café rules')];

  it('offers every page until something is typed', () => {
    expect(matchingPages(pages, '  ')).toHaveLength(3);
  });

  it('matches titles without regard to case or accents, and slugs', () => {
    expect(matchingPages(pages, 'URLAUB').map((p) => p.key)).toEqual(['urlaub']);
    expect(matchingPages(pages, 'cafe').map((p) => p.key)).toEqual(['cafe']);
    expect(matchingPages(pages, 'book').map((p) => p.key)).toEqual(['handbook']);
    expect(matchingPages(pages, 'nothing')).toEqual([]);
  });
});
