import { z } from 'zod';

/**
 * The app navigation (part 3 sections 3.2, 4, 5, 7): the native app's bottom bar of exactly five
 * items, the last a fixed `more`, exactly one of them the entry point. Field messages are i18n keys.
 */
export const appNavigationPaths = {
  read: '/administration/app_navigation.json',
  save: '/administration/app_navigation',
} as const;

export const APP_NAVIGATION_SIZE = 5;
export const APP_NAVIGATION_TYPES = ['link', 'activitystream', 'page', 'default', 'more'] as const;
export type AppNavigationType = (typeof APP_NAVIGATION_TYPES)[number];

/** The modules a `default` item opens; the item's id names it. */
export const APP_NAVIGATION_MODULES = [
  'files',
  'messages',
  'appointments',
  'pages',
  'activitystreams',
  'channels',
  'search',
  'directory',
  'settings',
] as const;
export type AppNavigationModule = (typeof APP_NAVIGATION_MODULES)[number];

/** The named icons the app draws (about 50, part 3 section 3.2). */
export const APP_NAVIGATION_ICONS = [
  'home',
  'newspaper',
  'message-square',
  'messages-square',
  'mail',
  'calendar',
  'calendar-check',
  'folder',
  'file-text',
  'files',
  'image',
  'camera',
  'video',
  'music',
  'search',
  'users',
  'user',
  'user-circle',
  'contact',
  'hash',
  'megaphone',
  'bell',
  'bookmark',
  'star',
  'heart',
  'thumbs-up',
  'settings',
  'wrench',
  'info',
  'help-circle',
  'book-open',
  'graduation-cap',
  'briefcase',
  'building',
  'map-pin',
  'map',
  'globe',
  'link',
  'external-link',
  'clipboard-list',
  'check-square',
  'list-todo',
  'layout-grid',
  'layout-dashboard',
  'bar-chart',
  'pie-chart',
  'shopping-cart',
  'coffee',
  'utensils',
  'car',
  'phone',
  'more-horizontal',
] as const;
export type AppNavigationIcon = (typeof APP_NAVIGATION_ICONS)[number];

export const appNavigationItem = z.object({
  id: z.string().min(1).max(100),
  label: z.string().max(100),
  type: z.enum(APP_NAVIGATION_TYPES),
  icon: z.enum(APP_NAVIGATION_ICONS),
  isDefault: z.boolean(),
  isEntryPoint: z.boolean(),
  options: z.object({
    url: z.string().max(2000).optional(),
    open_in: z.enum(['webview', 'browser']).optional(),
    page: z.string().max(200).optional(),
    activitystream: z.string().max(200).optional(),
  }),
});
export type AppNavigationItem = z.infer<typeof appNavigationItem>;

/** PUT /administration/app_navigation; the item count is a rule with its own message, not a schema limit. */
export const appNavigationBody = z.object({ items: z.array(appNavigationItem).max(20) });
export type AppNavigationBody = z.infer<typeof appNavigationBody>;

/** GET /administration/app_navigation.json; `host` is the network's own (its links open in the webview). */
export const appNavigationResponse = z.object({
  items: z.array(appNavigationItem),
  customised: z.boolean(),
  host: z.string(),
});
export type AppNavigationResponse = z.infer<typeof appNavigationResponse>;

/** A link item's URL must parse as an http(s) URL. */
export function parseAppLink(url: string | undefined): URL | null {
  try {
    const parsed = new URL((url ?? '').trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** Links on the network's own host always open in the app's webview (part 3 section 5). */
export const opensInWebviewOnly = (url: string | undefined, host: string) =>
  parseAppLink(url)?.host.toLowerCase() === host.toLowerCase();

export type AppNavigationProblems = Record<string, string[]>;

/** The rules of part 3 sections 4 and 5, checked by the form and by the server. */
export function appNavigationProblems(items: readonly AppNavigationItem[]): AppNavigationProblems {
  const problems: AppNavigationProblems = {};
  const add = (path: string, key: string) => {
    problems[path] = [...(problems[path] ?? []), key];
  };
  if (items.length !== APP_NAVIGATION_SIZE) add('items', 'app_navigation.exactly_five');
  if (items.filter((item) => item.isEntryPoint && item.type !== 'more').length !== 1) {
    add('items', 'app_navigation.one_entry_point');
  }
  const ids = new Set<string>();
  items.forEach((item, index) => {
    const path = `items.${index}`;
    const last = index === items.length - 1;
    if (last !== (item.type === 'more')) add(`${path}.type`, 'app_navigation.more_last');
    if (item.label.trim() === '') add(`${path}.label`, 'js.required');
    if (ids.has(item.id)) add(`${path}.id`, 'app_navigation.duplicate');
    ids.add(item.id);
    if (item.type === 'more' && item.isEntryPoint) add(`${path}.isEntryPoint`, 'app_navigation.more_entry');
    if (item.type === 'link' && !parseAppLink(item.options.url)) {
      add(`${path}.options.url`, 'app_navigation.invalid_url');
    }
    if (item.type === 'page' && !item.options.page?.trim()) add(`${path}.options.page`, 'js.required');
    if (item.type === 'activitystream' && !item.options.activitystream?.trim()) {
      add(`${path}.options.activitystream`, 'js.required');
    }
    if (item.type === 'default' && !(APP_NAVIGATION_MODULES as readonly string[]).includes(item.id)) {
      add(`${path}.id`, 'app_navigation.unknown_module');
    }
  });
  return problems;
}

/** The bar before an administrator changes it: stream (entry point), messages, calendar, files, more. */
export const DEFAULT_APP_NAVIGATION: AppNavigationItem[] = [
  defaultItem('activitystreams', 'newspaper', true),
  defaultItem('messages', 'mail', false),
  defaultItem('appointments', 'calendar', false),
  defaultItem('files', 'folder', false),
  {
    id: 'more',
    label: 'More',
    type: 'more',
    icon: 'more-horizontal',
    isDefault: true,
    isEntryPoint: false,
    options: {},
  },
];

function defaultItem(id: AppNavigationModule, icon: AppNavigationIcon, entry: boolean): AppNavigationItem {
  const label = id.charAt(0).toUpperCase() + id.slice(1);
  return { id, label, type: 'default', icon, isDefault: true, isEntryPoint: entry, options: {} };
}
