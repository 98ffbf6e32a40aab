import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { MembershipRole, MembershipRoleFields } from '../../../contract/membership-roles.js';
import type { Db, Tx } from '../../db/client.js';
import { type FieldErrors, notFound, unprocessable } from '../../platform/errors.js';
import { isId } from '../../platform/ids.js';
import { hashColor } from '../network/service.js';
import type { RoleRecord } from './present.js';
import { memberRoles, membershipRoles } from './tables.js';

/**
 * The rows of the membership roles manager (part 3 sections 3.5 and 5), for the network (groupId
 * null) and for one group. The callers decide who may manage which scope (network administration,
 * group administration); these functions only read and write the roles of the scope they are given.
 * Group roles are held through `member_roles` like network roles, so deleting a role removes every
 * assignment with it (cascade).
 */
export type RoleScope = { groupId: string | null };

const key = (name: string) => `errors.membership_roles.${name}`;
const FIELD = 'membership_role';

const inScope = (scope: RoleScope): SQL | undefined =>
  scope.groupId === null ? isNull(membershipRoles.groupId) : eq(membershipRoles.groupId, scope.groupId);

/** Slugs as the legal texts' handles: letters, digits and hyphens, spaces to hyphens, lower case. */
export function roleSlugOf(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
}

function presentRole(role: RoleRecord, memberCount: number): MembershipRole {
  return {
    id: role.id,
    slug: role.slug,
    name: role.name,
    plural_name: role.pluralName,
    color: hashColor(role.color),
    text_color: hashColor(role.textColor),
    display_type: role.displayType,
    member_count: memberCount,
  };
}

/** The scope's roles by name, each with the number of members holding it. */
export async function listScopeRoles(db: Db | Tx, scope: RoleScope): Promise<MembershipRole[]> {
  const rows = await db
    .select({ role: membershipRoles, holders: count(memberRoles.memberId) })
    .from(membershipRoles)
    .leftJoin(memberRoles, eq(memberRoles.roleId, membershipRoles.id))
    .where(inScope(scope))
    .groupBy(membershipRoles.id)
    .orderBy(asc(sql`lower(${membershipRoles.name})`));
  return rows.map((row) => presentRole(row.role, Number(row.holders)));
}

/** The columns of the form's fields after the rules of section 5; 422 with keys otherwise. */
function columnsOf(fields: MembershipRoleFields) {
  const errors: FieldErrors = {};
  const name = fields.name.trim();
  const pluralName = fields.plural_name.trim();
  if (name === '') errors[`${FIELD}.name`] = [key('name_empty')];
  else if (/\0/.test(name)) errors[`${FIELD}.name`] = [key('name_invalid')];
  if (pluralName === '') errors[`${FIELD}.plural_name`] = [key('plural_name_empty')];
  else if (/\0/.test(pluralName)) errors[`${FIELD}.plural_name`] = [key('plural_name_invalid')];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return {
    name,
    pluralName,
    color: fields.color.replace('#', '').toLowerCase(),
    textColor: fields.text_color.replace('#', '').toLowerCase(),
    displayType: fields.display_type,
  };
}

/** A new role of the scope; its slug comes from the name and must be free in the scope (else 422). */
export async function insertScopeRole(
  tx: Tx,
  scope: RoleScope,
  fields: MembershipRoleFields,
): Promise<RoleRecord> {
  const columns = columnsOf(fields);
  const slug = roleSlugOf(columns.name);
  if (slug === '') throw unprocessable({ [`${FIELD}.name`]: [key('slug_empty')] });
  const [row] = await tx
    .insert(membershipRoles)
    .values({ ...columns, slug, groupId: scope.groupId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw unprocessable({ [`${FIELD}.slug`]: [key('slug_taken')] });
  return row;
}

/** The role of this scope, locked for the caller's transaction; 404 for any other id. */
export async function lockScopeRole(tx: Tx, scope: RoleScope, id: string): Promise<RoleRecord> {
  const [row] = isId(id)
    ? await tx
        .select()
        .from(membershipRoles)
        .where(and(eq(membershipRoles.id, id), inScope(scope)))
        .for('update')
    : [];
  if (!row) throw notFound('membership role');
  return row;
}

/** Changes the role's fields; the slug stays. Answers the names of the changed columns. */
export async function updateScopeRole(
  tx: Tx,
  role: RoleRecord,
  fields: MembershipRoleFields,
): Promise<string[]> {
  const columns = columnsOf(fields);
  await tx.update(membershipRoles).set(columns).where(eq(membershipRoles.id, role.id));
  return Object.keys(columns).filter(
    (column) => role[column as keyof RoleRecord] !== columns[column as keyof typeof columns],
  );
}

/** Deletes the role; its assignments go with it. */
export async function deleteScopeRole(tx: Tx, role: RoleRecord): Promise<void> {
  await tx.delete(membershipRoles).where(eq(membershipRoles.id, role.id));
}

/** The group's roles a member holds, by member. */
export async function groupRolesOfMembers(
  db: Db | Tx,
  groupId: string,
  memberIds: readonly string[],
): Promise<Map<string, RoleRecord[]>> {
  const byMember = new Map<string, RoleRecord[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .select({ memberId: memberRoles.memberId, role: membershipRoles })
    .from(memberRoles)
    .innerJoin(membershipRoles, eq(membershipRoles.id, memberRoles.roleId))
    .where(and(inArray(memberRoles.memberId, [...memberIds]), eq(membershipRoles.groupId, groupId)))
    .orderBy(asc(sql`lower(${membershipRoles.name})`));
  for (const row of rows) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row.role]);
  return byMember;
}

/** Replaces the member's roles of this group; ids that are not the group's roles are refused (422). */
export async function setGroupRoles(
  tx: Tx,
  groupId: string,
  memberId: string,
  roleIds: readonly string[],
): Promise<void> {
  const wanted = [...new Set(roleIds)];
  const known = wanted.every(isId)
    ? await tx
        .select({ id: membershipRoles.id })
        .from(membershipRoles)
        .where(
          and(
            eq(membershipRoles.groupId, groupId),
            inArray(membershipRoles.id, wanted.length > 0 ? wanted : ['']),
          ),
        )
    : [];
  if (known.length !== wanted.length) throw unprocessable({ role_ids: [key('unknown_role')] });
  await dropGroupRoles(tx, groupId, memberId);
  if (wanted.length > 0) {
    await tx.insert(memberRoles).values(wanted.map((roleId) => ({ memberId, roleId })));
  }
}

/** Removes every role of the group from the member (they left it or were removed). */
export async function dropGroupRoles(tx: Db | Tx, groupId: string, memberId: string): Promise<void> {
  const groupRoleIds = tx
    .select({ id: membershipRoles.id })
    .from(membershipRoles)
    .where(eq(membershipRoles.groupId, groupId));
  await tx
    .delete(memberRoles)
    .where(and(eq(memberRoles.memberId, memberId), inArray(memberRoles.roleId, groupRoleIds)));
}
