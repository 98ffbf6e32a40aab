import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { OwnStatus, VisibleStatus } from '../../../contract/chat.js';
import { CHAT_STATUS_TEXT_MAX } from '../../../contract/chat.js';
import type { Db } from '../../db/client.js';
import { unprocessable } from '../../platform/errors.js';
import type { NetworkRecord } from '../network/service.js';
import { chatPresence, chatStatuses } from './tables.js';

/** Presence rows not refreshed for this long belong to a dead instance and no longer count. */
export const PRESENCE_STALE_MS = 90_000;
export const PRESENCE_REFRESH_MS = 30_000;

const DEFAULT_STATUS: OwnStatus = { type: 'online', text: '' };

/** Line breaks become spaces (part 1 section 5); the text may then be at most 100 characters. */
export function normaliseStatusText(text: string): string {
  const flat = text.replace(/\r\n|\r|\n/g, ' ').trim();
  if ([...flat].length > CHAT_STATUS_TEXT_MAX) {
    throw unprocessable({ text: ['errors.validation.too_long'] });
  }
  return flat;
}

export async function ownStatus(db: Db, memberId: string): Promise<OwnStatus> {
  const [row] = await db.select().from(chatStatuses).where(eq(chatStatuses.memberId, memberId));
  return row ? { type: row.type, text: row.text } : DEFAULT_STATUS;
}

export async function storeStatus(db: Db, memberId: string, status: OwnStatus): Promise<OwnStatus> {
  const values = { type: status.type, text: normaliseStatusText(status.text) };
  await db
    .insert(chatStatuses)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: chatStatuses.memberId, set: { ...values, updatedAt: new Date() } });
  return values;
}

/** What others see: offline without an open socket anywhere, and always when invisible. */
export function visibleStatus(status: OwnStatus, online: boolean): VisibleStatus {
  if (!online || status.type === 'invisible') return { type: 'offline', text: '' };
  return { type: status.type, text: status.text };
}

/** Visible statuses of members; null for all when the network hides online statuses. */
export async function visibleStatuses(
  db: Db,
  network: NetworkRecord,
  memberIds: string[],
): Promise<Map<string, VisibleStatus | null>> {
  const ids = [...new Set(memberIds)];
  if (!network.config.show_online_status) return new Map(ids.map((id) => [id, null]));
  if (ids.length === 0) return new Map();
  const [statuses, online] = await Promise.all([
    db.select().from(chatStatuses).where(inArray(chatStatuses.memberId, ids)),
    onlineMembers(db, ids),
  ]);
  const byId = new Map(statuses.map((s) => [s.memberId, { type: s.type, text: s.text }]));
  return new Map(ids.map((id) => [id, visibleStatus(byId.get(id) ?? DEFAULT_STATUS, online.has(id))]));
}

const fresh = () => gt(chatPresence.seenAt, sql`now() - ${`${PRESENCE_STALE_MS} milliseconds`}::interval`);

export async function onlineMembers(
  db: Db,
  memberIds: string[],
  exceptInstance?: string,
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ memberId: chatPresence.memberId })
    .from(chatPresence)
    .where(
      and(
        inArray(chatPresence.memberId, memberIds),
        fresh(),
        exceptInstance ? ne(chatPresence.instanceId, exceptInstance) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.memberId));
}

/** Open sockets of the member on the other live instances (the socket cap counts them). */
export async function socketsElsewhere(db: Db, memberId: string, instanceId: string): Promise<number> {
  const [row] = await db
    .select({ sockets: sql<number>`coalesce(sum(${chatPresence.sockets}), 0)::int` })
    .from(chatPresence)
    .where(and(eq(chatPresence.memberId, memberId), ne(chatPresence.instanceId, instanceId), fresh()));
  return Number(row?.sockets ?? 0);
}

/** This instance holds `sockets` open sockets of the member (0 removes the row). */
export async function recordPresence(db: Db, instanceId: string, memberId: string, sockets: number) {
  if (sockets <= 0) {
    await db
      .delete(chatPresence)
      .where(and(eq(chatPresence.instanceId, instanceId), eq(chatPresence.memberId, memberId)));
    return;
  }
  await db
    .insert(chatPresence)
    .values({ instanceId, memberId, sockets })
    .onConflictDoUpdate({
      target: [chatPresence.instanceId, chatPresence.memberId],
      set: { sockets, seenAt: new Date() },
    });
}

/** Keeps this instance's rows fresh; called every PRESENCE_REFRESH_MS. */
export async function refreshPresence(db: Db, instanceId: string): Promise<void> {
  await db.update(chatPresence).set({ seenAt: new Date() }).where(eq(chatPresence.instanceId, instanceId));
}

/** An instance shutting down takes its sockets with it. */
export async function clearPresence(db: Db, instanceId: string): Promise<void> {
  await db.delete(chatPresence).where(eq(chatPresence.instanceId, instanceId));
}
