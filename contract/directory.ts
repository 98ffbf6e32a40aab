import { z } from 'zod';
import { groupAccess, membershipStatus } from './groups.js';
import { memberRow, roleBadge, roleSection, sectionedMemberRow } from './members.js';
import { queryInteger } from './primitives.js';

/** One entry of GET /directory (chat "new chat", recipient pickers). */
export const directoryEntry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('member'), id: z.string(), member: memberRow }),
  z.object({
    type: z.literal('group'),
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    profile_image: z.string().nullable(),
    category: z.object({ id: z.string(), name: z.string(), plural_name: z.string() }),
    chat: z.boolean(),
  }),
  z.object({ type: z.literal('membership_role'), id: z.string(), role: roleBadge, plural_name: z.string() }),
]);
export type DirectoryEntry = z.infer<typeof directoryEntry>;

/**
 * GET /directory?q=&only_my_groups=&only_my_admin_groups=&only_chat_enabled=&include_membership_roles=
 * Members first, then groups (ordered by category), then roles; at most 5000 entries, `too_large` above.
 */
export const directoryResponse = z.object({
  entries: z.array(directoryEntry),
  total: z.number(),
  too_large: z.boolean(),
});
export type DirectoryResponse = z.infer<typeof directoryResponse>;

/** GET /directory/members?q=&page= */
export const directoryMembersResponse = z.object({
  entries: z.array(memberRow),
  total: z.number(),
  page: z.number(),
  per: z.number(),
  too_large: z.boolean(),
});

/**
 * The directory pages (part 3 sections 2.2 and 7, part 1 section 2.4): a members tab and one tab per
 * group category, lists paged with `page`, a `filter[glossary]` letter, `q`, and sorting as
 * `field,asc|desc`. Lists above DIRECTORY_LIMIT entries answer `too_large` and no entries.
 */
export const DIRECTORY_LIMIT = 5000;
export const GLOSSARY_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const DIRECTORY_PER_PAGE = 25;

export const directoryPaths = {
  /** GET -> directoryOverview: the tabs and the network's directory settings. */
  overview: '/api/v1/directory',
  /** GET ?q=&page=&per=&sort_by=&filter[glossary]=&filter[<profile field>]=&groupSlug= -> directoryMemberPage */
  members: '/directory/members.json',
  /** GET /directory/{category}.json ?q=&page=&per=&sort_by=&filter[glossary]=&only_subscribed=&not_joined= */
  category: (slug: string) => `/directory/${encodeURIComponent(slug)}.json`,
} as const;

const glossaryLetter = z
  .string()
  .regex(/^[A-Za-z]$/, 'errors.directory.invalid_letter')
  .transform((letter) => letter.toUpperCase());
const sortBy = z.string().max(100);
const page = queryInteger(1, 100_000).default(1);
const per = queryInteger(1, 100).default(DIRECTORY_PER_PAGE);

/**
 * Query of /directory/members.json. Profile filters arrive as `filter[<key>]=value` for the keys of
 * the network's `directory_filter_profile_fields`; other keys are ignored.
 */
export const directoryMembersQuery = z
  .object({
    q: z.string().max(200).optional(),
    page,
    per,
    sort_by: sortBy.optional(),
    'filter[glossary]': glossaryLetter.optional(),
    groupSlug: z.string().min(1).max(200).optional(),
  })
  .catchall(z.string().max(200));
export type DirectoryMembersQuery = z.infer<typeof directoryMembersQuery>;

export const directoryCategoryQuery = z.object({
  q: z.string().max(200).optional(),
  page,
  per,
  sort_by: sortBy.optional(),
  'filter[glossary]': glossaryLetter.optional(),
  /** Only the groups the viewer belongs to. */
  only_subscribed: z.stringbool().default(false),
  /** Only the groups the viewer does not belong to yet (discovering groups). */
  not_joined: z.stringbool().default(false),
});
export type DirectoryCategoryQuery = z.infer<typeof directoryCategoryQuery>;

export const directoryPagination = z.object({ total: z.number(), per_page: z.number(), page: z.number() });

const listMeta = {
  pagination: directoryPagination,
  too_large: z.boolean(),
  sort_by: z.string(),
  available_sorts: z.array(z.string()),
};

export const directoryMemberPageResponse = z.object({
  entries: z.array(sectionedMemberRow),
  /** The network's grouped roles that head sections of this page's entries. */
  sections: z.array(roleSection),
  ...listMeta,
});
export type DirectoryMemberPage = z.infer<typeof directoryMemberPageResponse>;

/** A group as the category directory lists it; `can` says whether the viewer may join or ask to. */
export const directoryGroup = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  teaser: z.string(),
  profile_image: z.string().nullable(),
  access: groupAccess,
  archived: z.boolean(),
  /** Members of the group the viewer may see. */
  member_count: z.number(),
  membership_status_of_current_member: membershipStatus,
  can: z.object({ join: z.boolean(), join_moderated: z.boolean() }),
});
export type DirectoryGroup = z.infer<typeof directoryGroup>;

export const directoryCategory = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  plural_name: z.string(),
  color: z.string(),
});
export type DirectoryCategory = z.infer<typeof directoryCategory>;

export const directoryGroupPageResponse = z.object({
  category: directoryCategory,
  entries: z.array(directoryGroup),
  ...listMeta,
});
export type DirectoryGroupPage = z.infer<typeof directoryGroupPageResponse>;

export const directoryProfileField = z.object({ key: z.string(), label: z.string() });

/** GET /api/v1/directory */
export const directoryOverviewResponse = z.object({
  tabs: z.array(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('members') }),
      /** While the network has channels (part 3 section 2.2). */
      z.object({ type: z.literal('channels') }),
      z.object({ type: z.literal('group_category'), category: directoryCategory }),
    ]),
  ),
  settings: z.object({
    default_sort: z.enum(['first_name', 'last_name']),
    /** Profile fields shown in the member rows. */
    profile_fields: z.array(directoryProfileField),
    /** Profile fields the members list filters by, with the values of members the viewer may see. */
    filter_profile_fields: z.array(directoryProfileField.extend({ values: z.array(z.string()) })),
  }),
});
export type DirectoryOverview = z.infer<typeof directoryOverviewResponse>;

/** `memberships_query` of a search with `module=memberships` (part 3 section 7). */
export const membershipsQuery = z.object({
  hits: z.array(memberRow),
  meta: z.object({}),
  total: z.number(),
  per: z.number(),
  page: z.number(),
  sort_by: z.string(),
  available_sorts: z.array(z.string()),
});
export type MembershipsQuery = z.infer<typeof membershipsQuery>;
