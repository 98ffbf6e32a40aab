import { stringify } from 'csv-stringify/sync';
import { desc } from 'drizzle-orm';
import { auditEvents } from '../../platform/audit/tables.js';
import type { AppContext } from '../../platform/context.js';
import { inertCell } from '../../platform/csv.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { auditConditions, presentAuditRows, readAuditFilter } from './audit-log.js';
import { requireNetworkAdmin } from './policy.js';

/** An export holds at most this many events, the newest; a narrower filter reaches older ones. */
export const AUDIT_EXPORT_MAX = 50_000;
const BATCH = 1_000;

const HEADERS: Record<string, string[]> = {
  en: ['Time', 'Event', 'Actor', 'Member', 'IP address', 'Details'],
  de: ['Zeitpunkt', 'Ereignis', 'Ausgeführt von', 'Mitglied', 'IP-Adresse', 'Details'],
  de_DU: ['Zeitpunkt', 'Ereignis', 'Ausgeführt von', 'Mitglied', 'IP-Adresse', 'Details'],
  es: ['Fecha y hora', 'Evento', 'Autor', 'Miembro', 'Dirección IP', 'Detalles'],
  fr: ['Date et heure', 'Événement', 'Auteur', 'Membre', 'Adresse IP', 'Détails'],
};

/** The time in the administrator's zone, as spreadsheets read it. */
const localTime = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(at));

/** GET /administration/audit_log.csv?filter=: the filtered events, headers in the administrator's language. */
export async function auditLogCsv(
  ctx: AppContext,
  viewer: CurrentMember,
  query: { filter?: string; locale?: string },
  now = new Date(),
) {
  requireNetworkAdmin(viewer);
  const { filter } = readAuditFilter(ctx, query.filter);
  const where = auditConditions(filter, viewer.timeZone, now);
  const lines: string[][] = [];
  for (let offset = 0; offset < AUDIT_EXPORT_MAX; offset += BATCH) {
    const rows = await ctx.db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(BATCH)
      .offset(offset);
    for (const event of await presentAuditRows(ctx, rows)) {
      lines.push(
        [
          localTime(event.created_at, viewer.timeZone),
          event.type,
          event.actor?.name ?? '',
          event.member?.name ?? '',
          event.ip ?? '',
          JSON.stringify(event.details),
        ].map(inertCell),
      );
    }
    if (rows.length < BATCH) break;
  }
  const locale = query.locale ?? viewer.locale;
  const csv = stringify([HEADERS[locale] ?? (HEADERS.en as string[]), ...lines]);
  return {
    filename: `audit-log-${now.toISOString().slice(0, 10)}.csv`,
    body: Buffer.from(`\uFEFF${csv}`, 'utf8'),
  };
}
