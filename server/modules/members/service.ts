import { type AnyColumn, and, asc, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Me, MemberDetail, MemberRow } from '../../../contract/members.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/from-driver.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { startsWithLetter } from '../../platform/glossary.js';
import { members } from '../../platform/identity/tables.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { type ExtensionPoint, extensionPoint } from '../../platform/modules/extensions.js';
import type { NetworkRecord } from '../network/service.js';
import { type AdminMemberQuery, administeredMembers } from './accounts.js';
import { presentMemberRows, rolesByMember } from './member-rows.js';
import {
  type ContributedMeCan,
  type ContributedMemberCan,
  memberCan,
  searchableMembers,
  usableRoles,
} from './policy.js';
import { type MemberRecord, presentMe, presentMemberDetail, type RoleRecord } from './present.js';
import { visibleMemberIdsQuery, visibleTo } from './reach.js';
import {
  containsPattern,
  type MemberSort,
  memberOrder,
  memberSearchCondition,
  searchTerms,
} from './search-terms.js';
import { membershipRoles } from './tables.js';

export { getAuthenticationToken, memberByAuthenticationToken } from './authentication-token.js';
export { membersBornOn } from './birthdays.js';
export {
  type MemberContact,
  mailableMemberIds,
  memberContactsByIds,
  memberIdsJoinedBetween,
  memberRecordsByIds,
} from './lookups.js';
export { presentRoleBadge } from './present.js';
export {
  externalViewerSees,
  holdersOfUsableRoles,
  reachableMemberIds,
  roleViewerKeys,
  viewersByIds,
  visibleMemberIdsQuery,
} from './reach.js';
export {
  groupRolesByMember,
  roleSectionsOf,
  sectionedRows,
  sectionOf,
  sectionsOfPage,
  visibleBadges,
} from './role-sections.js';
export {
  containsPattern,
  type MemberSort,
  type MemberSortField,
  memberOrder,
  memberSearchCondition,
  searchTerms,
} from './search-terms.js';

/** A member's groups as the viewer may see them, for the member page (added by the groups module). */
export type MemberGroup = { id: string; slug: string; name: string };
export const memberPageGroups =
  extensionPoint<(db: Db, viewer: Viewer, memberId: string) => Promise<MemberGroup[]>>('members.page-groups');

/**
 * `can` flags about members that other modules decide with their own policy: the chat decides
 * `chat` on the member page, the messages module `send_to_all` on /api/v1/me. Each module adds its
 * function in its module.ts; the members module merges their answers over `false`, so it knows
 * nothing of chat or messages and no right is decided twice.
 */
export const memberPageCan =
  extensionPoint<
    (viewer: Viewer, target: MemberRecord, network: NetworkRecord) => Partial<ContributedMemberCan>
  >('members.member-page-can');
export const meCan =
  extensionPoint<(viewer: Viewer, network: NetworkRecord) => Partial<ContributedMeCan>>('members.me-can');

function contributed<T extends Record<string, boolean>, Args extends unknown[]>(
  ctx: Pick<AppContext, 'extensions'>,
  point: ExtensionPoint<(...args: Args) => Partial<T>>,
  defaults: T,
  ...args: Args
): T {
  const flags = { ...defaults };
  for (const flagsOf of ctx.extensions.all(point).values()) Object.assign(flags, flagsOf(...args));
  return flags;
}

/** GET and PATCH /api/v1/me: the member's own record with the rights of every module. */
export function presentMeOf(
  ctx: Pick<AppContext, 'extensions'>,
  viewer: Viewer,
  record: MemberRecord,
  network: NetworkRecord,
): Me {
  return presentMe(record, network, contributed(ctx, meCan, { send_to_all: false }, viewer, network));
}

/**
 * Members: lists, search, the member page and the signed-in member's own settings.
 * members.search_text is maintained by a database trigger (migration 0001) on every write of name,
 * e-mail or profile, so no writer has to remember to update it.
 */

/** Member rows by id for other modules (authors, participants); unknown ids are left out. */
export async function memberRowsByIds(
  db: Db,
  network: NetworkRecord,
  ids: string[],
): Promise<Map<string, MemberRow>> {
  const unique = [...new Set(ids.filter(isId))];
  if (unique.length === 0) return new Map();
  const records = await db.select().from(members).where(inArray(members.id, unique));
  const rows = await presentMemberRows(db, network, records);
  return new Map(rows.map((row) => [row.id, row]));
}

export type MemberQuery = {
  q?: string;
  page: number;
  per: number;
  /** Restricts to the member ids of a subquery (e.g. a group's members); from the caller's module. */
  within?: SQL;
  excludeSelf?: boolean;
  /** Only members the viewer could chat with (internal ones, and guests when the network allows). */
  chatPartnersOnly?: boolean;
  sort?: MemberSort;
  /** The A-Z filter: the sort name (last or first name, as sorted) starts with this letter. */
  initial?: string;
  /** Exact values of profile fields (the directory's filters; the caller chose the allowed keys). */
  profile?: Record<string, string>;
  /** Ordered by this first (role sections, see role-sections.ts), then by name. */
  leadingOrder?: SQL;
};

function sortNameStartsWith(network: NetworkRecord, query: MemberQuery): SQL | undefined {
  if (!query.initial) return undefined;
  const field = query.sort?.field ?? network.settings.directory_default_sort;
  return startsWithLetter(
    sql`${field === 'first_name' ? members.firstName : members.lastName}`,
    query.initial,
  );
}

function profileMatches(profile: Record<string, string> | undefined): SQL | undefined {
  const entries = Object.entries(profile ?? {});
  if (entries.length === 0) return undefined;
  return and(...entries.map(([key, value]) => sql`${members.profile} ->> ${key} = ${value}`));
}

export async function findMembers(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  query: MemberQuery,
): Promise<{ records: MemberRecord[]; rows: MemberRow[]; total: number }> {
  const db = ctx.db;
  const terms = searchTerms(query.q);
  const where = and(
    visibleTo(ctx, viewer, network),
    memberSearchCondition(terms),
    terms.length > 0 ? searchableMembers(network.settings) : undefined,
    query.within ? sql`${members.id} in (${query.within})` : undefined,
    query.excludeSelf ? ne(members.id, viewer.id) : undefined,
    sortNameStartsWith(network, query),
    profileMatches(query.profile),
    query.chatPartnersOnly
      ? and(
          isNull(members.lockedAt),
          network.settings.guest_users_allow_chat ? undefined : eq(members.isExternal, false),
        )
      : undefined,
  );
  const [records, [totals]] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(...(query.leadingOrder ? [query.leadingOrder] : []), ...memberOrder(network, query.sort))
      .limit(query.per)
      .offset((query.page - 1) * query.per),
    db.select({ total: count() }).from(members).where(where),
  ]);
  return { records, rows: await presentMemberRows(db, network, records), total: totals?.total ?? 0 };
}

/**
 * The members among `ids` the viewer may see, by id (malformed, unknown and invisible ids are simply
 * absent); one statement for any number.
 */
export async function visibleMembersByIds(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ids: readonly string[],
): Promise<Map<string, MemberRecord>> {
  const wanted = [...new Set(ids)].filter(isId);
  if (wanted.length === 0) return new Map();
  const records = await ctx.db
    .select()
    .from(members)
    .where(and(inArray(members.id, wanted), visibleTo(ctx, viewer, network)));
  return new Map(records.map((record) => [record.id, record]));
}

/** Which of these members the viewer may see (malformed and unknown ids are simply not in it). */
export async function visibleMemberIds(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ids: readonly string[],
): Promise<Set<string>> {
  return new Set((await visibleMembersByIds(ctx, network, viewer, ids)).keys());
}

/** A member the viewer may see, or null. */
export async function visibleMember(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
): Promise<MemberRecord | null> {
  return (await visibleMembersByIds(ctx, network, viewer, [id])).get(id) ?? null;
}

/** A member the viewer may see, or 404 (malformed ids included: they can name nobody). */
export async function findVisibleMember(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
): Promise<MemberRecord> {
  const record = await visibleMember(ctx, network, viewer, id);
  if (!record) throw notFound('member');
  return record;
}

export async function getMemberDetail(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
): Promise<MemberDetail> {
  const db = ctx.db;
  const record = await findVisibleMember(ctx, network, viewer, id);
  const pageGroups = ctx.extensions.get(memberPageGroups, 'groups');
  const [[row], groups] = await Promise.all([
    presentMemberRows(db, network, [record]),
    pageGroups ? pageGroups(db, viewer, record.id) : Promise.resolve([]),
  ]);
  if (!row) throw notFound('member');
  const can = {
    ...memberCan(viewer, record),
    ...contributed(ctx, memberPageCan, { chat: false, report: false }, viewer, record, network),
  };
  return presentMemberDetail(record, row, { network, groups, can });
}

export { canonicalTimeZone, updateOwnSettings, writeLocaleSettings } from './locale-settings.js';

/**
 * The values the members the viewer may see hold in these profile fields (the directory's filter
 * options), by field; a value only members hidden from the viewer hold is never offered. One statement.
 */
export async function profileValuesOfVisibleMembers(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  keys: readonly string[],
  limitPerKey = 200,
): Promise<Map<string, string[]>> {
  const byKey = new Map<string, string[]>(keys.map((key) => [key, []]));
  if (keys.length === 0) return byKey;
  const result = await ctx.db.execute(sql`
    select distinct field.key, field.value
    from ${members}, jsonb_each_text(${members.profile}) as field(key, value)
    where field.key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})
      and field.value <> ''
      and ${visibleTo(ctx, viewer, network)}
    order by field.key, field.value`);
  for (const row of rowsOf(result)) {
    const values = byKey.get(String(row.key));
    if (values && values.length < limitPerKey) values.push(String(row.value));
  }
  return byKey;
}

/** Network membership roles the viewer may use whose name matches every term (directory pickers). */
export async function searchNetworkRoles(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  terms: string[],
  limit: number,
): Promise<RoleRecord[]> {
  return ctx.db
    .select()
    .from(membershipRoles)
    .where(
      and(
        usableRoles(viewer, network, visibleMemberIdsQuery(ctx, viewer, network)),
        ...terms.map((term) => sql`${membershipRoles.name} ilike ${containsPattern(term)}`),
      ),
    )
    .orderBy(asc(sql`lower(${membershipRoles.name})`))
    .limit(limit);
}

export {
  type AccountChanges,
  activeAdministratorIds,
  activeMemberByEmail,
  allNetworkRoles,
  anonymiseAccounts,
  deletedAwaitingAnonymisation,
  emailTakenByOther,
  existingNetworkRoleIds,
  getMemberRecord,
  insertAccount,
  lockAccountRow,
  lockActiveAdministrators,
  markDeleted,
  memberRecordById,
  networkRoleIdsOf,
  type ProvisionedQuery,
  passwordHashOf,
  provisionedAccounts,
  setNetworkRoles,
  setPasswordHash,
  setProfileValues,
  updateAccount,
} from './accounts.js';
export { avatarPath } from './avatar.js';
export { canRequestProfileChanges, changeRequestKeys } from './policy.js';
export type { MemberRecord, RoleRecord } from './present.js';
export { mergedProfile } from './profile-values.js';
export {
  createManagedRole,
  deleteManagedRole,
  listManagedRoles,
  type RoleManager,
  type RoleRequest,
  updateManagedRole,
} from './role-manager.js';
export {
  deleteScopeRole,
  dropGroupRoles,
  groupRolesOfMembers,
  insertScopeRole,
  listScopeRoles,
  lockScopeRole,
  type RoleScope,
  setGroupRoles,
  updateScopeRole,
} from './roles-admin.js';

/** The members administrators manage (locked ones too, deleted ones never), searched like the list. */
export async function findAdministeredMembers(db: Db, query: AdminMemberQuery) {
  const { records, total } = await administeredMembers(
    db,
    query,
    memberSearchCondition(searchTerms(query.q)),
  );
  return {
    records,
    total,
    roles: await rolesByMember(
      db,
      records.map((r) => r.id),
    ),
  };
}
export {
  emailTaken,
  hasNetworkAdministrator,
  insertMember,
  membersByEmails,
  type NewMember,
  takenEmails,
} from './create.js';

/**
 * SQL: the name of the member whose id is in `memberIdColumn` (last name, then first name), for
 * other modules' lists sorted by author; the shown name still comes from `memberRowsByIds`.
 */
export function memberSortName(memberIdColumn: SQL | AnyColumn): SQL<string> {
  return sql<string>`(select lower(${members.lastName} || ' ' || ${members.firstName}) from ${members} where ${members.id} = ${memberIdColumn})`;
}

export { presentMemberRows } from './member-rows.js';
export { networkAdminIds, widgetMembers } from './widgets.js';
