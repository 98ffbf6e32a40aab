import type { DirectoryChannelPage, DirectoryChannelsQuery } from '../../../contract/channels.js';
import {
  DIRECTORY_LIMIT,
  type DirectoryCategoryQuery,
  type DirectoryGroupPage,
  type DirectoryMemberPage,
  type DirectoryMembersQuery,
  type DirectoryOverview,
  type MembershipsQuery,
} from '../../../contract/directory.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { type ChannelSortField, channelDirectoryPage } from '../channels/service.js';
import {
  categoryGroupsPage,
  directoryCategories,
  type GroupSortField,
  loadCategory,
  visibleGroupMemberIds,
} from '../groups/service.js';
import {
  findMembers,
  type MemberSortField,
  profileValuesOfVisibleMembers,
  roleSectionsOf,
  searchTerms,
  sectionedRows,
  visibleMemberIdsQuery,
} from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { hashColor } from '../network/service.js';
import { availableSorts, parseSort, sortText } from './sorting.js';

const MEMBER_SORTS: MemberSortField[] = ['last_name', 'first_name'];
const GROUP_SORTS: GroupSortField[] = ['name', 'member_count'];
const CHANNEL_SORTS: ChannelSortField[] = ['title', 'subscribers_count'];

const memberSortOf = (network: NetworkRecord, sortBy: string | undefined) =>
  parseSort(sortBy, MEMBER_SORTS, { field: network.settings.directory_default_sort, direction: 'asc' });

const labelOf = (network: NetworkRecord, key: string) =>
  network.settings.profile_fields.find((field) => field.key === key)?.label ?? key;

/** GET /api/v1/directory: the tabs (members, then one per category) and the directory settings. */
export async function directoryOverview(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
): Promise<DirectoryOverview> {
  const { settings } = network;
  const filterKeys = settings.directory_filter_profile_fields;
  const [categories, values] = await Promise.all([
    directoryCategories(ctx.db, viewer),
    profileValuesOfVisibleMembers(ctx, network, viewer, filterKeys),
  ]);
  return {
    tabs: [
      { type: 'members' },
      ...(network.config.channels_enabled ? [{ type: 'channels' as const }] : []),
      ...categories.map((category) => ({
        type: 'group_category' as const,
        category: {
          id: category.id,
          slug: category.slug,
          name: category.name,
          plural_name: category.pluralName,
          color: hashColor(category.color),
        },
      })),
    ],
    settings: {
      default_sort: settings.directory_default_sort,
      profile_fields: settings.directory_profile_fields.map((key) => ({ key, label: labelOf(network, key) })),
      filter_profile_fields: filterKeys.map((key) => ({
        key,
        label: labelOf(network, key),
        values: values.get(key) ?? [],
      })),
    },
  };
}

/** `filter[<key>]=value` for the profile fields the network filters by; other keys are ignored. */
function profileFilters(network: NetworkRecord, query: DirectoryMembersQuery): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const key of network.settings.directory_filter_profile_fields) {
    const value = query[`filter[${key}]`];
    if (typeof value === 'string' && value !== '') filters[key] = value;
  }
  return filters;
}

/**
 * GET /directory/members.json: the members the viewer may see, optionally only those of a group whose
 * members list the viewer may see (`groupSlug`; any other group answers 404, so a hidden group's
 * members are never listed or counted). Above the directory limit only the count and `too_large`.
 * Holders of the network's grouped roles come first, section by section (members/role-sections.ts).
 */
export async function directoryMemberPage(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  query: DirectoryMembersQuery,
): Promise<DirectoryMemberPage> {
  const sort = memberSortOf(network, query.sort_by);
  const within = query.groupSlug ? await visibleGroupMemberIds(ctx.db, viewer, query.groupSlug) : undefined;
  const sections = await roleSectionsOf(ctx.db, network, null);
  const { rows, total } = await findMembers(ctx, network, viewer, {
    q: query.q,
    page: query.page,
    per: query.per,
    within,
    sort,
    initial: query['filter[glossary]'],
    profile: profileFilters(network, query),
    leadingOrder: sections.order,
  });
  const tooLarge = total > DIRECTORY_LIMIT;
  const page = sectionedRows(sections, tooLarge ? [] : rows);
  return {
    entries: page.entries,
    sections: page.sections,
    pagination: { total, per_page: query.per, page: query.page },
    too_large: tooLarge,
    sort_by: sortText(sort),
    available_sorts: availableSorts(MEMBER_SORTS),
  };
}

/** GET /directory/{category}.json: one page of the category's groups; 404 for an unknown category. */
export async function directoryGroupPage(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  categoryRef: string,
  query: DirectoryCategoryQuery,
): Promise<DirectoryGroupPage> {
  const sort = parseSort(query.sort_by, GROUP_SORTS, { field: 'name', direction: 'asc' });
  const { category } = await loadCategory(ctx.db, viewer, categoryRef);
  const { entries, total } = await categoryGroupsPage(ctx.db, viewer, network.settings, category.id, {
    terms: searchTerms(query.q),
    initial: query['filter[glossary]'],
    onlyMine: query.only_subscribed,
    notJoined: query.not_joined,
    sort,
    page: query.page,
    per: query.per,
    visibleMemberIds: visibleMemberIdsQuery(ctx, viewer, network),
  });
  const tooLarge = total > DIRECTORY_LIMIT;
  return {
    category: {
      id: category.id,
      slug: category.slug,
      name: category.name,
      plural_name: category.pluralName,
      color: hashColor(category.color),
    },
    entries: tooLarge ? [] : entries,
    pagination: { total, per_page: query.per, page: query.page },
    too_large: tooLarge,
    sort_by: sortText(sort),
    available_sorts: availableSorts(GROUP_SORTS),
  };
}

/**
 * `memberships_query` of a search with `module=memberships` (part 3 section 7): the members the viewer
 * may see matching `q`, paged and sorted like the members directory. For the search route to answer.
 */
export async function searchMemberships(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  query: { q?: string; page: number; per: number; sort_by?: string },
): Promise<{ memberships_query: MembershipsQuery }> {
  const sort = memberSortOf(network, query.sort_by);
  const { rows, total } = await findMembers(ctx, network, viewer, {
    q: query.q,
    page: query.page,
    per: query.per,
    sort,
  });
  return {
    memberships_query: {
      hits: rows,
      meta: {},
      total,
      per: query.per,
      page: query.page,
      sort_by: sortText(sort),
      available_sorts: availableSorts(MEMBER_SORTS),
    },
  };
}

/**
 * GET /directory/channels.json (part 1 sections 2.4 and 7): one page of the channels the viewer finds;
 * 404 while the network has no channels.
 */
export async function directoryChannelsPage(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  query: DirectoryChannelsQuery,
): Promise<DirectoryChannelPage> {
  const sort = parseSort(query.sort_by, CHANNEL_SORTS, { field: 'title', direction: 'asc' });
  const { entries, total } = await channelDirectoryPage(ctx, network, viewer, {
    terms: searchTerms(query.q),
    initial: query['filter[glossary]'],
    onlySubscribed: query.only_subscribed,
    onlyPublic: query.only_public,
    groupSlug: query.groupSlug,
    sort,
    page: query.page,
    per: query.per,
  });
  const tooLarge = total > DIRECTORY_LIMIT;
  return {
    entries: tooLarge ? [] : entries,
    pagination: { total, per_page: query.per, page: query.page },
    too_large: tooLarge,
    sort_by: sortText(sort),
    available_sorts: availableSorts(CHANNEL_SORTS),
  };
}
