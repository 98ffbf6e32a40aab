import { and, asc, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { MemberDetail, MemberRow } from '../../../contract/members.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import { isId } from '../../platform/ids.js';
import { visibleGroupsOfMember } from '../groups/service.js';
import type { Viewer } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import { memberCan, searchableMembers, visibleMembers } from './policy.js';
import { type MemberRecord, presentMemberDetail, presentMemberRow, type RoleRecord } from './present.js';
import { memberRoles, members, membershipRoles } from './tables.js';

/**
 * Members: lists, search, the member page and the signed-in member's own settings.
 * members.search_text is maintained by a database trigger (migration 0001) on every write of name,
 * e-mail or profile, so no writer has to remember to update it.
 */

/** Splits a search text into terms; the browser appends '*' to mean "prefix", which ILIKE already does. */
export function searchTerms(q: string | undefined): string[] {
  return (q ?? '')
    .replaceAll('*', ' ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((term) => term.slice(0, 100));
}

/** An ILIKE pattern that finds the term anywhere, with the pattern's own wildcards escaped. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every term must occur in the member's name, e-mail or profile (trigram index on search_text). */
export function memberSearchCondition(terms: string[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  return and(...terms.map((term) => sql`${members.searchText} ilike ${containsPattern(term)}`));
}

export function memberOrder(network: NetworkRecord): SQL[] {
  const first = sql`lower(${members.firstName})`;
  const last = sql`lower(${members.lastName})`;
  return network.settings.directory_default_sort === 'first_name'
    ? [first, last, asc(members.id)]
    : [last, first, asc(members.id)];
}

async function rolesByMember(db: Db, memberIds: string[]): Promise<Map<string, RoleRecord[]>> {
  const result = new Map<string, RoleRecord[]>();
  if (memberIds.length === 0) return result;
  const rows = await db
    .select({ memberId: memberRoles.memberId, role: membershipRoles })
    .from(memberRoles)
    .innerJoin(membershipRoles, eq(membershipRoles.id, memberRoles.roleId))
    .where(and(inArray(memberRoles.memberId, memberIds), isNull(membershipRoles.groupId)))
    .orderBy(asc(membershipRoles.name));
  for (const { memberId, role } of rows) result.set(memberId, [...(result.get(memberId) ?? []), role]);
  return result;
}

export async function presentMemberRows(
  db: Db,
  network: NetworkRecord,
  records: MemberRecord[],
): Promise<MemberRow[]> {
  const roles = await rolesByMember(
    db,
    records.map((r) => r.id),
  );
  const now = new Date();
  return records.map((record) => presentMemberRow(record, roles.get(record.id) ?? [], network, now));
}

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
};

export async function findMembers(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  query: MemberQuery,
): Promise<{ records: MemberRecord[]; rows: MemberRow[]; total: number }> {
  const terms = searchTerms(query.q);
  const where = and(
    visibleMembers(db, viewer, network.settings),
    memberSearchCondition(terms),
    terms.length > 0 ? searchableMembers(network.settings) : undefined,
    query.within ? sql`${members.id} in (${query.within})` : undefined,
    query.excludeSelf ? ne(members.id, viewer.id) : undefined,
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
      .orderBy(...memberOrder(network))
      .limit(query.per)
      .offset((query.page - 1) * query.per),
    db.select({ total: count() }).from(members).where(where),
  ]);
  return { records, rows: await presentMemberRows(db, network, records), total: totals?.total ?? 0 };
}

/** A member the viewer may see, or 404 (malformed ids included: they can name nobody). */
export async function findVisibleMember(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
): Promise<MemberRecord> {
  if (!isId(id)) throw notFound('member');
  const [record] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), visibleMembers(db, viewer, network.settings)))
    .limit(1);
  if (!record) throw notFound('member');
  return record;
}

export async function getMemberDetail(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
): Promise<MemberDetail> {
  const record = await findVisibleMember(db, network, viewer, id);
  const [[row], groups] = await Promise.all([
    presentMemberRows(db, network, [record]),
    visibleGroupsOfMember(db, viewer, record.id),
  ]);
  if (!row) throw notFound('member');
  return presentMemberDetail(record, row, { network, groups, can: memberCan(viewer, record, network) });
}

export async function getMemberRecord(db: Db, id: string): Promise<MemberRecord> {
  const [record] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  if (!record) throw notFound('member');
  return record;
}

/** Canonical IANA name of a time zone (Intl accepts any case and aliases), or null if unknown. */
export function canonicalTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export async function updateOwnSettings(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  memberId: string,
  changes: { locale?: string; time_zone?: string },
): Promise<MemberRecord> {
  const values: Partial<typeof members.$inferInsert> = {};
  if (changes.locale !== undefined) values.locale = changes.locale;
  if (changes.time_zone !== undefined) {
    const zone = canonicalTimeZone(changes.time_zone);
    if (!zone) throw unprocessable({ 'me.time_zone': ['is not a known time zone'] });
    values.timeZone = zone;
  }
  if (Object.keys(values).length > 0) {
    await ctx.db.update(members).set(values).where(eq(members.id, memberId));
    // Signed-in requests carry the locale and time zone from the session cache: refresh it.
    await ctx.sessions.evictMember(memberId);
  }
  return getMemberRecord(ctx.db, memberId);
}

/** Network membership roles whose name matches every term (directory pickers). */
export async function searchNetworkRoles(db: Db, terms: string[], limit: number): Promise<RoleRecord[]> {
  return db
    .select()
    .from(membershipRoles)
    .where(
      and(
        isNull(membershipRoles.groupId),
        ne(membershipRoles.displayType, 'hidden'),
        ...terms.map((term) => sql`${membershipRoles.name} ilike ${containsPattern(term)}`),
      ),
    )
    .orderBy(asc(sql`lower(${membershipRoles.name})`))
    .limit(limit);
}

export { avatarPath } from './avatar.js';

/** Member records by id for other modules that need more than a row (chat: lock state, time zone). */
export async function memberRecordsByIds(db: Db, ids: string[]): Promise<MemberRecord[]> {
  const unique = [...new Set(ids.filter(isId))];
  if (unique.length === 0) return [];
  return db.select().from(members).where(inArray(members.id, unique));
}

/** Names, e-mail and locale of active members by id, for other modules' exports and mails. */
export async function memberContactsByIds(db: Db | Tx, ids: string[]) {
  const unique = [...new Set(ids.filter(isId))];
  if (unique.length === 0) return new Map<string, MemberContact>();
  const rows = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      locale: members.locale,
    })
    .from(members)
    .where(and(inArray(members.id, unique), isNull(members.deletedAt), isNull(members.lockedAt)));
  return new Map<string, MemberContact>(rows.map((row) => [row.id, row]));
}
export type MemberContact = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  locale: string;
};

/** Ids of active members holding any of the network roles (invitations by membership role). */
export async function memberIdsWithRoles(db: Db | Tx, roleIds: string[]): Promise<string[]> {
  const unique = [...new Set(roleIds.filter(isId))];
  if (unique.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: memberRoles.memberId })
    .from(memberRoles)
    .where(inArray(memberRoles.roleId, unique));
  return rows.map((row) => row.id);
}
