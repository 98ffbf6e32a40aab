import { and, count, desc, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  AUDIT_LOG_EVENT_TYPES,
  AUDIT_PER_PAGE,
  type AuditEventView,
  type AuditFilter,
  type AuditLogPage,
  DEFAULT_AUDIT_FILTER,
  decodeAuditFilter,
} from '../../../contract/audit-log.js';
import { auditEvents } from '../../platform/audit/tables.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { memberRowsByIds } from '../members/service.js';
import { requireNetworkAdmin } from './policy.js';

const MONTHS: Partial<Record<AuditFilter['date_option'], number>> = { '3m': 3, '6m': 6, '12m': 12 };
const DAYS: Partial<Record<AuditFilter['date_option'], number>> = { '7d': 7, '30d': 30 };

/** A day (YYYY-MM-DD) in the zone. */
const dayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

function shiftDay(day: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (months) {
    const wanted = date.getUTCMonth() - months;
    date.setUTCMonth(wanted);
    // 31 May minus 3 months is the last day of February, not the 3rd of March.
    if (((date.getUTCMonth() % 12) + 12) % 12 !== ((wanted % 12) + 12) % 12) date.setUTCDate(0);
  }
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The days the filter covers: the chosen range up to today (part 3 section 9: by default 3 months back). */
export function auditRange(filter: AuditFilter, timeZone: string, now = new Date()) {
  const today = dayIn(timeZone, now);
  if (filter.date_option === 'custom') {
    return { start: filter.start_date ?? shiftDay(today, { months: 3 }), end: filter.end_date ?? today };
  }
  const months = MONTHS[filter.date_option];
  const start = months
    ? shiftDay(today, { months })
    : shiftDay(today, { days: (DAYS[filter.date_option] ?? 1) - 1 });
  return { start, end: today };
}

/**
 * The query parameter's filter. A value that is not base64-encoded JSON of a valid filter is logged
 * and the defaults are used (part 3 section 8), so a broken link still opens the log.
 */
export function readAuditFilter(ctx: AppContext, encoded: string | undefined) {
  if (!encoded) return { filter: DEFAULT_AUDIT_FILTER, invalid: false };
  const filter = decodeAuditFilter(encoded);
  if (filter) return { filter, invalid: false };
  ctx.log.warn({ filter: encoded.slice(0, 200) }, 'invalid audit log filter; the defaults are used');
  return { filter: DEFAULT_AUDIT_FILTER, invalid: true };
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL condition of a filter; days are the administrator's days. */
export function auditConditions(filter: AuditFilter, timeZone: string, now = new Date()): SQL {
  const range = auditRange(filter, timeZone, now);
  const words = filter.details.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  return and(
    gte(auditEvents.createdAt, sql`(${range.start}::date)::timestamp at time zone ${timeZone}`),
    lt(auditEvents.createdAt, sql`((${range.end}::date) + 1)::timestamp at time zone ${timeZone}`),
    filter.event_types.length > 0 ? inArray(auditEvents.type, filter.event_types) : undefined,
    filter.actor_id ? sql`${auditEvents.actorId} = ${filter.actor_id}` : undefined,
    filter.membership_id ? sql`${auditEvents.membershipId} = ${filter.membership_id}` : undefined,
    ...words.map((word) => sql`lower(${auditEvents.details}::text) like ${likePattern(word)}`),
  ) as SQL;
}

type AuditRow = typeof auditEvents.$inferSelect;

/** Rows with the names of their actors and members (network administrators see every member). */
export async function presentAuditRows(ctx: AppContext, rows: AuditRow[]): Promise<AuditEventView[]> {
  const network = await ctx.network.get();
  const ids = rows
    .flatMap((row) => [row.actorId, row.membershipId])
    .filter((id): id is string => id !== null);
  const people = await memberRowsByIds(ctx.db, network, ids);
  const person = (id: string | null) => (id ? { id, name: people.get(id)?.name ?? id } : null);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    actor: person(row.actorId),
    member: person(row.membershipId),
    ip: row.ip,
    details: row.details,
  }));
}

/** GET /administration/audit_log.json: network administrators only (404 for everyone else). */
export async function listAuditLog(
  ctx: AppContext,
  viewer: CurrentMember,
  query: { filter?: string; page: number },
  now = new Date(),
): Promise<AuditLogPage> {
  requireNetworkAdmin(viewer);
  const { filter, invalid } = readAuditFilter(ctx, query.filter);
  const where = auditConditions(filter, viewer.timeZone, now);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(AUDIT_PER_PAGE)
      .offset((query.page - 1) * AUDIT_PER_PAGE),
    ctx.db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  const network = await ctx.network.get();
  return {
    filter,
    filter_invalid: invalid,
    range: auditRange(filter, viewer.timeZone, now),
    events: await presentAuditRows(ctx, rows),
    total: total?.n ?? 0,
    page: query.page,
    per: AUDIT_PER_PAGE,
    event_types: [...AUDIT_LOG_EVENT_TYPES],
    retention_days: network.settings.audit_log_retention_days,
  };
}
