import type { AdminMember } from '../../../contract/member-administration.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { type MemberRecord, presentRoleBadge, type RoleRecord } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { adminMemberCan } from './policy.js';

/** A member as administrators see them: the real name and address, whatever the anonymisation. */
export function presentAdminMember(
  viewer: Viewer,
  network: NetworkRecord,
  record: MemberRecord,
  roles: RoleRecord[],
): AdminMember {
  return {
    id: record.id,
    first_name: record.firstName,
    last_name: record.lastName,
    name: `${record.firstName} ${record.lastName}`.trim(),
    email: record.email,
    is_external: record.isExternal,
    is_network_admin: record.isNetworkAdmin,
    locked: record.lockedAt !== null,
    password_pending: record.passwordHash === null,
    roles: roles.map(presentRoleBadge),
    created_at: record.createdAt.toISOString(),
    last_seen_at: record.lastSeenAt?.toISOString() ?? null,
    can: adminMemberCan(viewer, network, record),
  };
}
