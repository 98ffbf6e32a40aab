import type { Db } from '../../db/client.js';
import { auditEvents } from './tables.js';

/** The audit event types of part 3 section 3.6. */
export const AUDIT_EVENT_TYPES = [
  'GroupJoin',
  'GroupLeave',
  'MembershipDestroy',
  'GroupAdminPermissionCreate',
  'GroupAdminPermissionDestroy',
  'PolicySettingUpdate',
  'FilePublish',
  'FileDestroy',
  'FileMove',
  'LoginThrottledByEmail',
  'LoginThrottledByIp',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export type AuditEntry = {
  type: AuditEventType;
  actorId?: string | null;
  membershipId?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
};

export type AuditLog = { record(entry: AuditEntry, db?: Db): Promise<void> };

export function createAuditLog(defaultDb: Db): AuditLog {
  return {
    async record(entry, db = defaultDb) {
      await db.insert(auditEvents).values({
        type: entry.type,
        actorId: entry.actorId ?? null,
        membershipId: entry.membershipId ?? null,
        details: entry.details ?? {},
        ip: entry.ip ?? null,
      });
    },
  };
}
