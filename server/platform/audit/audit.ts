import type { Db, Tx } from '../../db/client.js';
import { auditEvents } from './tables.js';

/** The audit event types of part 3 section 3.6. */
export const AUDIT_EVENT_TYPES = [
  'GroupJoin',
  'GroupLeave',
  'MembershipCreate',
  'MembershipUpdate',
  'MembershipLock',
  'MembershipUnlock',
  'MembershipDestroy',
  'MembershipAnonymize',
  'PasswordChange',
  'PasswordReset',
  'GroupAdminPermissionCreate',
  'GroupAdminPermissionDestroy',
  'PolicySettingUpdate',
  'FilePublish',
  'FileDestroy',
  'FileMove',
  'LoginThrottledByEmail',
  'LoginThrottledByIp',
  // Two-factor authentication (modules/two-factor) and sessions.
  'TwoFactorFactorCreate',
  'TwoFactorFactorDestroy',
  'TwoFactorReset',
  'TwoFactorBackupCodeUsed',
  'TwoFactorThrottled',
  'SessionsEnd',
  // Invitations (modules/invitations).
  'InviteCreate',
  'InviteRenew',
  'InviteRevoke',
  // Joining the network on one's own (modules/joining): administrators' decisions.
  'JoinRequestApprove',
  'JoinRequestReject',
  // Profile change requests (modules/member-administration): administrators' decisions.
  'ProfileChangeRequestApprove',
  'ProfileChangeRequestReject',
  // Passkeys (modules/passkeys).
  'PasskeyCreate',
  'PasskeyDestroy',
  // Provisioning tokens (modules/scim).
  'ScimTokenCreate',
  'ScimTokenDestroy',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export type AuditEntry = {
  type: AuditEventType;
  actorId?: string | null;
  membershipId?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
};

/**
 * The audit writer. A change and its audit rows are written in one transaction: pass the transaction
 * as `db`. Batch operations write all their rows with `recordMany`, one statement.
 */
export type AuditLog = {
  record(entry: AuditEntry, db?: Db | Tx): Promise<void>;
  recordMany(entries: readonly AuditEntry[], db?: Db | Tx): Promise<void>;
};

const row = (entry: AuditEntry) => ({
  type: entry.type,
  actorId: entry.actorId ?? null,
  membershipId: entry.membershipId ?? null,
  details: entry.details ?? {},
  ip: entry.ip ?? null,
});

export function createAuditLog(defaultDb: Db): AuditLog {
  return {
    async record(entry, db = defaultDb) {
      await db.insert(auditEvents).values(row(entry));
    },
    async recordMany(entries, db = defaultDb) {
      if (entries.length === 0) return;
      await db.insert(auditEvents).values(entries.map(row));
    },
  };
}
