import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { MemberRow, RoleBadge, RoleSection } from '../../../contract/members.js';
import type { Db } from '../../db/client.js';
import { members } from '../../platform/identity/tables.js';
import type { NetworkRecord } from '../network/service.js';
import { presentRoleBadge, type RoleRecord } from './present.js';
import { memberRoles, membershipRoles } from './tables.js';

/**
 * Display types of membership roles in member lists (part 3 sections 3.5 and 5): `default` shows the
 * role as a badge, `grouped` also lists its holders in a section of their own headed by the role's
 * plural name, `hidden` shows nothing. The server orders a list section by section (the roles by
 * name, members without a grouped role last) so paging keeps working, and names each entry's section;
 * the web only draws a heading where the section changes. A member holding several grouped roles is
 * listed under the first.
 */
export type RoleSections = {
  /** The grouped roles of the scope, in section order. */
  roles: RoleRecord[];
  /** ORDER BY term: the position of a member's first grouped role, members without one last. */
  order: SQL | undefined;
};

/** The grouped roles of the network (`groupId` null) or of a group, while the network uses roles. */
export async function roleSectionsOf(
  db: Db,
  network: NetworkRecord,
  groupId: string | null,
): Promise<RoleSections> {
  if (!network.config.membership_roles_enabled) return { roles: [], order: undefined };
  const roles = await db
    .select()
    .from(membershipRoles)
    .where(
      and(
        groupId ? eq(membershipRoles.groupId, groupId) : isNull(membershipRoles.groupId),
        eq(membershipRoles.displayType, 'grouped'),
      ),
    )
    .orderBy(asc(membershipRoles.name), asc(membershipRoles.id));
  if (roles.length === 0) return { roles, order: undefined };
  const position = sql.join(
    // Positions are our own small integers, written as literals so the CASE compares them as numbers.
    roles.map((role, index) => sql`when ${role.id} then ${sql.raw(String(index))}`),
    sql` `,
  );
  const order = sql`(select min(case ${memberRoles.roleId} ${position} end) from ${memberRoles}
    where ${memberRoles.memberId} = ${members.id} and ${inArray(
      memberRoles.roleId,
      roles.map((role) => role.id),
    )}) asc nulls last`;
  return { roles, order };
}

/** The section of a member holding these roles: the first grouped role among them, or null. */
export function sectionOf(sections: RoleSections, roleIds: readonly string[]): string | null {
  return sections.roles.find((role) => roleIds.includes(role.id))?.id ?? null;
}

/** The sections the entries of a page fall into, for their headings. */
export function sectionsOfPage(
  sections: RoleSections,
  entries: { section_id: string | null }[],
): RoleSection[] {
  const used = new Set(entries.map((entry) => entry.section_id));
  return sections.roles
    .filter((role) => used.has(role.id))
    .map((role) => ({ ...presentRoleBadge(role), plural_name: role.pluralName }));
}

/**
 * The network directory's rows with their sections: a row's network roles are already in `roles`
 * (hidden ones left out, and grouped roles are never hidden).
 */
export function sectionedRows(sections: RoleSections, rows: MemberRow[]) {
  const entries = rows.map((row) => ({
    ...row,
    section_id: sectionOf(
      sections,
      row.roles.map((role) => role.id),
    ),
  }));
  return { entries, sections: sectionsOfPage(sections, entries) };
}

/** The group's roles these members hold, by member, in name order. */
export async function groupRolesByMember(
  db: Db,
  groupId: string,
  memberIds: string[],
): Promise<Map<string, RoleRecord[]>> {
  const result = new Map<string, RoleRecord[]>();
  if (memberIds.length === 0) return result;
  const rows = await db
    .select({ memberId: memberRoles.memberId, role: membershipRoles })
    .from(memberRoles)
    .innerJoin(membershipRoles, eq(membershipRoles.id, memberRoles.roleId))
    .where(and(inArray(memberRoles.memberId, memberIds), eq(membershipRoles.groupId, groupId)))
    .orderBy(asc(membershipRoles.name), asc(membershipRoles.id));
  for (const { memberId, role } of rows) result.set(memberId, [...(result.get(memberId) ?? []), role]);
  return result;
}

/** The badges of roles as lists show them: every role but those displayed as hidden. */
export const visibleBadges = (roles: RoleRecord[]): RoleBadge[] =>
  roles.filter((role) => role.displayType !== 'hidden').map(presentRoleBadge);
