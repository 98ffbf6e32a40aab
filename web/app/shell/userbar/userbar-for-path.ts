/**
 * Part 3 section 2.3: which user bar a path shows. Every rule also applies under a
 * /groups/:groupSlug prefix. Sign-in and password pages have no user bar (null).
 */
export type UserbarKind =
  | 'activitystreams'
  | 'messages'
  | 'calendar'
  | 'tasks'
  | 'files'
  | 'info'
  | 'search'
  | 'administration'
  | 'members'
  | 'channels'
  | 'channel_administration'
  | 'pages_apps'
  | 'member'
  | 'default';

type Rule = { kind: UserbarKind; pattern: RegExp };

const SEGMENT = '[^/]+';
const rule = (kind: UserbarKind, source: string): Rule => ({ kind, pattern: new RegExp(`^${source}/?$`) });

/** Rules for a path without the group prefix, first match wins. */
const RULES: Rule[] = [
  rule('activitystreams', '/(activitystreams|activities)(/.*)?'),
  rule('administration', `/invites/(sent|new)`),
  rule('activitystreams', '/(invites|notifications)(/.*)?'),
  rule('messages', '/messages(/.*)?'),
  rule('calendar', '/(appointments|calendars?)(/.*)?'),
  rule('tasks', '/tasks(/.*)?'),
  rule('files', '/files(/.*)?'),
  rule('info', '/(info|imprint)(/.*)?'),
  rule('search', '/search(\\.json)?'),
  rule('administration', '/administration(/.*)?'),
  rule('administration', `/group-categories/${SEGMENT}/administration(/.*)?`),
  rule('members', '/membership_invites/new'),
  rule('members', '/(members|directory|map)'),
  rule('members', '/(members/map|map/members)'),
  rule('members', `/directory/${SEGMENT}`),
  rule('channels', '/channels'),
  rule('channel_administration', `/channels/new`),
  rule(
    'channel_administration',
    `/channels/${SEGMENT}/(administration|edit|layout/edit|design/edit|widgets(/new|/${SEGMENT}/edit)?)`,
  ),
  rule('channels', `/channels/${SEGMENT}(/.*)?`),
  rule('channels', `/blogs/${SEGMENT}/articles/${SEGMENT}`),
  rule('pages_apps', `/(pages|apps)/${SEGMENT}(/.*)?`),
  rule('member', `/members/${SEGMENT}(/.*)?`),
  rule('member', '/users/edit'),
];

/** Rules that exist only inside a group (the rest of the path after /groups/:groupSlug). */
const GROUP_RULES: Rule[] = [
  rule('member', ''),
  rule('administration', '/(administration(/.*)?|edit|invites/sent)'),
  rule('members', '/(members|map|membership_invites/new)'),
];

const NO_USERBAR = /^\/users\/(sign_in|sign_up|password(\/.*)?|two_factor_authentication(\/.*)?)\/?$/;
const GROUP_PREFIX = new RegExp(`^/groups/(?!new(?:/|$))(${SEGMENT})(/.*)?$`);

const match = (rules: Rule[], path: string) => rules.find((candidate) => candidate.pattern.test(path))?.kind;

export const userbarForPath = (pathname: string): UserbarKind | null => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (NO_USERBAR.test(path)) return null;
  const group = GROUP_PREFIX.exec(path);
  if (group) {
    const rest = group[2] ?? '';
    return match(GROUP_RULES, rest) ?? match(RULES, rest) ?? 'member';
  }
  return match(RULES, path) ?? 'default';
};

/** The group slug of a path under /groups/:groupSlug, if any. */
export const groupSlugOfPath = (pathname: string): string | null => GROUP_PREFIX.exec(pathname)?.[1] ?? null;

/** The group category slug of a path under /group-categories/:slug, if any. */
export const groupCategorySlugOfPath = (pathname: string): string | null =>
  /^\/group-categories\/([^/]+)/.exec(pathname)?.[1] ?? null;
