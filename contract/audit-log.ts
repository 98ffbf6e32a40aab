import { z } from 'zod';

/**
 * The audit log viewer (part 3 sections 2.1, 3.6, 8 and 9): network administrators list the audit
 * events by a filter that travels in the page's query parameter `filter` as base64-encoded JSON.
 * An invalid filter (not base64, not JSON, wrong fields, a start after the end) is logged and the
 * defaults are used: the last 3 months, every type, any actor and member.
 */

/** The event types of part 3 section 3.6, then those the newer modules write. */
export const AUDIT_LOG_EVENT_TYPES = [
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
  'MembershipCreate',
  'MembershipUpdate',
  'MembershipLock',
  'MembershipUnlock',
  'MembershipAnonymize',
  'PasswordChange',
  'PasswordReset',
  'TwoFactorFactorCreate',
  'TwoFactorFactorDestroy',
  'TwoFactorReset',
  'TwoFactorBackupCodeUsed',
  'TwoFactorThrottled',
  'SessionsEnd',
  'InviteCreate',
  'InviteRenew',
  'InviteRevoke',
  'JoinRequestApprove',
  'JoinRequestReject',
  'PasskeyCreate',
  'PasskeyDestroy',
  'ScimTokenCreate',
  'ScimTokenDestroy',
] as const;
export const auditEventType = z.enum(AUDIT_LOG_EVENT_TYPES);
export type AuditEventTypeName = z.infer<typeof auditEventType>;

/** The ranges of part 1 section 9; `custom` takes start_date and end_date. */
export const AUDIT_DATE_OPTIONS = ['7d', '30d', '3m', '6m', '12m', 'custom'] as const;
export const AUDIT_PER_PAGE = 50;
export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 3650;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)));
const memberId = z.string().regex(/^[0-9a-f]{24}$/);

/** The filter of part 3 section 3.6. Dates are days in the administrator's time zone. */
export const auditFilter = z
  .object({
    start_date: day.nullable().default(null),
    end_date: day.nullable().default(null),
    date_option: z.enum(AUDIT_DATE_OPTIONS).default('3m'),
    /** Words searched in the event's details. */
    details: z.string().trim().max(200).default(''),
    event_types: z.array(auditEventType).max(AUDIT_LOG_EVENT_TYPES.length).default([]),
    actor_id: memberId.nullable().default(null),
    membership_id: memberId.nullable().default(null),
  })
  .strict()
  .refine(
    (filter) =>
      filter.date_option !== 'custom' ||
      (filter.start_date !== null && (filter.end_date === null || filter.start_date <= filter.end_date)),
    'errors.audit_log.invalid_range',
  );
export type AuditFilter = z.output<typeof auditFilter>;
export const DEFAULT_AUDIT_FILTER: AuditFilter = auditFilter.parse({});

/** The query parameter: JSON, UTF-8, base64 (standard or URL-safe alphabet). */
export function encodeAuditFilter(filter: Partial<AuditFilter>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(filter));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The filter of a query parameter, or null when it is not base64-encoded JSON of a valid filter. */
export function decodeAuditFilter(encoded: string): AuditFilter | null {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
    const parsed = auditFilter.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const auditPerson = z.object({ id: z.string(), name: z.string() }).nullable();

export const auditEventView = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
  actor: auditPerson,
  member: auditPerson,
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEventView = z.infer<typeof auditEventView>;

/** GET /administration/audit_log.json?filter=&page= */
export const auditLogPage = z.object({
  /** The filter applied: the one asked for, or the defaults when it was invalid. */
  filter: auditFilter,
  filter_invalid: z.boolean(),
  /** The days the filter's range covers, in the administrator's time zone. */
  range: z.object({ start: z.string(), end: z.string() }),
  events: z.array(auditEventView),
  total: z.number(),
  page: z.number(),
  per: z.number(),
  event_types: z.array(auditEventType),
  retention_days: z.number().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPage>;

export const auditLogQuery = z.object({
  filter: z.string().max(4000).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  locale: z.enum(['de', 'de_DU', 'en', 'es', 'fr']).optional(),
});

/** PUT /administration/audit_log/settings */
export const auditLogSettingsBody = z.object({
  retention_days: z.number().int().min(AUDIT_RETENTION_MIN_DAYS).max(AUDIT_RETENTION_MAX_DAYS).nullable(),
});
export const auditLogSettings = z.object({ retention_days: z.number().nullable() });
