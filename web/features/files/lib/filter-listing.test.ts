import { describe, expect, it } from 'vitest';
import { filterByName } from './filter-listing';

describe('filterByName', () => {
  const entries = [{ name: 'Budget 2026.xlsx' }, { name: 'Übersicht Projekte.pdf' }, { name: 'Notes.txt' }];

  it('keeps everything for an empty query', () => {
    expect(filterByName(entries, '  ')).toHaveLength(3);
  });

  it('needs every word, ignoring case and accents', () => {
    expect(filterByName(entries, 'budget xlsx').map((e) => e.name)).toEqual(['Budget 2026.xlsx']);
    expect(filterByName(entries, 'ubersicht').map((e) => e.name)).toEqual(['Übersicht Projekte.pdf']);
    expect(filterByName(entries, 'budget pdf')).toEqual([]);
  });
});
