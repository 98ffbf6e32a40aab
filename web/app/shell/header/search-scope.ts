import { isSearchModule, type SearchModule } from '../../../../contract/search-modules';
import { groupSlugOfPath } from '../userbar/userbar-for-path';

export type SearchScope = 'global' | 'module' | 'group';

const MODULE_BY_SEGMENT: Record<string, SearchModule> = {
  activitystreams: 'activities',
  activities: 'activities',
  messages: 'messages',
  calendars: 'appointments',
  calendar: 'appointments',
  appointments: 'appointments',
  blogs: 'articles',
  files: 'files',
  members: 'members',
  directory: 'members',
  pages: 'pages',
  apps: 'items',
  channels: 'channels',
};

/** The module the current page belongs to (for the "current module" scope), if any. */
export const moduleForLocation = (pathname: string, search = ''): SearchModule | null => {
  const slug = groupSlugOfPath(pathname);
  const path = slug ? pathname.slice(`/groups/${slug}`.length) : pathname;
  const segment = path.split('/')[1] ?? '';
  if (segment === 'search') {
    const module = new URLSearchParams(search).get('module');
    return isSearchModule(module) ? module : null;
  }
  return MODULE_BY_SEGMENT[segment] ?? null;
};

/** Where a search goes: /search?module=&q= globally or by module, /groups/{slug}/search?q= in a group. */
export const searchPath = (
  query: string,
  scope: SearchScope,
  module: SearchModule | null,
  groupSlug: string | null,
) => {
  const params = new URLSearchParams();
  if (scope === 'module' && module) params.set('module', module);
  params.set('q', query.trim());
  const base = scope === 'group' && groupSlug ? `/groups/${groupSlug}/search` : '/search';
  return `${base}?${params.toString()}`;
};

/** The id of the header dropdown's n-th option, for the input's aria-activedescendant. */
export const optionId = (index: number) => `header-search-option-${index}`;
