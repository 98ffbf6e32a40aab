import { describe, expect, it } from 'vitest';
import { moduleForLocation, searchPath } from './search-scope';

describe('search scope', () => {
  it('finds the current module from the path', () => {
    expect(moduleForLocation('/members')).toBe('members');
    expect(moduleForLocation('/calendars/participating')).toBe('appointments');
    expect(moduleForLocation('/groups/design/files')).toBe('files');
    expect(moduleForLocation('/search', '?module=pages&q=x')).toBe('pages');
    expect(moduleForLocation('/start')).toBeNull();
    expect(moduleForLocation('/groups/design')).toBeNull();
  });

  it('builds the search address', () => {
    expect(searchPath(' budget ', 'global', 'files', null)).toBe('/search?q=budget');
    expect(searchPath('budget', 'module', 'files', null)).toBe('/search?module=files&q=budget');
    expect(searchPath('budget', 'group', null, 'design')).toBe('/groups/design/search?q=budget');
  });
});
