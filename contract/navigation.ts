import { z } from 'zod';

/**
 * The navigation editor (part 3 sections 3.2, 5, 7): the network's header navigation under
 * /administration and a group's tabs under /groups/{slug}/administration. Items are at most two levels
 * deep; an item with children cannot itself be nested. Field messages are i18n keys.
 */
export const navigationPaths = {
  prefix: (groupSlug: string | null) =>
    groupSlug === null ? '/administration' : `/groups/${encodeURIComponent(groupSlug)}/administration`,
} as const;

/** Where an item's link came from in the editor: typed, a page, an app or a standard module. */
export const NAVIGATION_OPTION_TYPES = ['link', 'pages', 'apps', 'standard'] as const;
export type NavigationOptionType = (typeof NAVIGATION_OPTION_TYPES)[number];

/** Navigation depth is at most 2 (part 3 section 9); a level holds at most this many items. */
export const NAVIGATION_MAX_ITEMS = 50;

const itemFields = {
  type: z.enum(NAVIGATION_OPTION_TYPES),
  /** The standard module, page or app the item was picked from; null for typed links. */
  key: z.string().max(200).nullable(),
  text: z.string().max(200),
  link: z.string().max(2000),
  /** Shown to guests too; otherwise only to internal members. */
  public: z.boolean(),
  new_window: z.boolean(),
};

/** A second-level item: it may not have children of its own. */
export const navigationChild = z.object({
  ...itemFields,
  navigation_items: z.array(z.unknown()).max(0, 'navigation.too_deep').default([]),
});

export const navigationEntry = z.object({
  ...itemFields,
  navigation_items: z.array(navigationChild).max(NAVIGATION_MAX_ITEMS),
});
export type NavigationEntry = z.infer<typeof navigationEntry>;
export type NavigationChild = z.infer<typeof navigationChild>;

/** PUT {admin}/navigation */
export const navigationBody = z.object({
  navigation_items: z.array(navigationEntry).max(NAVIGATION_MAX_ITEMS),
});
export type NavigationBody = z.infer<typeof navigationBody>;

/** An option the editor offers: a standard module, a page or an app, with its link. */
export const navigationOption = z.object({ key: z.string(), text: z.string(), link: z.string() });
export type NavigationOption = z.infer<typeof navigationOption>;

/** GET {admin}/navigation.json: the stored items (or the defaults) and the standard modules to pick. */
export const navigationResponse = z.object({
  navigation_items: z.array(navigationEntry),
  /** False while nothing was saved: the items are today's defaults. */
  customised: z.boolean(),
  standard: z.array(navigationOption),
});
export type NavigationResponse = z.infer<typeof navigationResponse>;

/** GET {admin}/pages.json and {admin}/apps.json */
export const navigationOptionsResponse = z.object({ entries: z.array(navigationOption) });
export type NavigationOptionsResponse = z.infer<typeof navigationOptionsResponse>;

/** A link administrators type: a site path or an http(s) URL, so no `javascript:` link is ever rendered. */
export function isNavigationLink(link: string): boolean {
  const trimmed = link.trim();
  if (trimmed.startsWith('/')) return !trimmed.startsWith('//') && !/\s/.test(trimmed);
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

export type NavigationProblems = Record<string, string[]>;

/**
 * The rules of part 3 section 5 the form and the server both check: every item needs a text and either
 * a link or children (`message_empty_fields`), and links must be site paths or http(s) URLs.
 */
export function navigationProblems(items: readonly NavigationEntry[]): NavigationProblems {
  const problems: NavigationProblems = {};
  const check = (item: NavigationEntry | NavigationChild, path: string, hasChildren: boolean) => {
    const noLink = item.link.trim() === '';
    if (item.text.trim() === '' || (noLink && !hasChildren)) {
      problems[path] = ['navigation.message_empty_fields'];
    } else if (!noLink && !isNavigationLink(item.link)) {
      problems[`${path}.link`] = ['navigation.invalid_url'];
    }
  };
  items.forEach((item, index) => {
    const path = `navigation_items.${index}`;
    check(item, path, item.navigation_items.length > 0);
    item.navigation_items.forEach((child, childIndex) => {
      check(child, `${path}.navigation_items.${childIndex}`, false);
    });
  });
  return problems;
}

/** What the header shows (GET /api/v1/network `navigation`): the saved items the viewer may see. */
export type HeaderNavigationItem = {
  text: string;
  url: string;
  new_window: boolean;
  children: { text: string; url: string; new_window: boolean }[];
};
export const headerNavigationItem = z.object({
  text: z.string(),
  url: z.string(),
  new_window: z.boolean(),
  children: z.array(z.object({ text: z.string(), url: z.string(), new_window: z.boolean() })),
});
