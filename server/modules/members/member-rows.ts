import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { MemberRow } from '../../../contract/members.js';
import type { Db } from '../../db/client.js';
import type { NetworkRecord } from '../network/service.js';
import { type MemberRecord, presentMemberRow, type RoleRecord } from './present.js';
import { memberRoles, membershipRoles } from './tables.js';

export async function rolesByMember(db: Db, memberIds: string[]): Promise<Map<string, RoleRecord[]>> {
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
