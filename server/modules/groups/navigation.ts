import type { NavigationItem } from '../../../contract/groups.js';
import type { GroupNavigationItem } from './tables.js';

/** The standard tabs of a group (part 1 section 2.6); their labels are the web app's fallback texts. */
export const DEFAULT_TABS: { key: string; path: string }[] = [
  { key: 'activities', path: 'activities' },
  { key: 'members', path: 'members' },
  { key: 'calendar', path: 'calendars' },
  { key: 'tasks', path: 'tasks' },
  { key: 'files', path: 'files' },
  { key: 'profile', path: 'profile' },
];

/** Navigation depth is at most 2 (part 3 section 9). */
const MAX_DEPTH = 2;

/**
 * Administrators type these links; only site paths and http(s) URLs reach the browser, so a
 * `javascript:` link can never be rendered as a tab.
 */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function fromStored(
  items: GroupNavigationItem[],
  depth: number,
  badgeFor: (key: string) => number,
  guest: boolean,
): NavigationItem[] {
  if (depth > MAX_DEPTH) return [];
  return items.flatMap((item) => {
    if (guest && item.public === false) return [];
    const children = fromStored(item.children ?? [], depth + 1, badgeFor, guest);
    // A parent may have no link of its own: its tab opens the menu of its children.
    const url = item.url.trim() === '' && children.length > 0 ? '' : safeUrl(item.url);
    if (url === null) return [];
    return [
      {
        key: item.key,
        label: item.label?.trim() ? item.label : null,
        url,
        new_window: item.new_window ?? false,
        badge: badgeFor(item.key),
        children,
      },
    ];
  });
}

/**
 * The group's tabs: its stored navigation when administrators changed it, otherwise the standard tabs.
 * `joinRequests` is shown on the members tab (0 for viewers who do not administrate the group); guests
 * do not get the tabs the editor marked as not public.
 */
export function buildNavigation(
  slug: string,
  stored: GroupNavigationItem[] | null,
  joinRequests: number,
  guest = false,
): NavigationItem[] {
  const badgeFor = (key: string) => (key === 'members' ? joinRequests : 0);
  if (stored && stored.length > 0) return fromStored(stored, 1, badgeFor, guest);
  return DEFAULT_TABS.map(({ key, path }) => ({
    key,
    label: null,
    url: `/groups/${slug}/${path}`,
    new_window: false,
    badge: badgeFor(key),
    children: [],
  }));
}
