import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Notification } from '../../../contract/notifications.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { memberRowsByIds, visibleMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { notifications } from './tables.js';

const ACTORS_SHOWN = 3;

/**
 * The recipient's unread entry of a kind and thread as the bell shows it, for deliveries that run
 * after the event (pushes): null when it was read meanwhile, removed, or the recipient may no longer
 * see its subject. Actors the recipient may not see are counted, never named.
 */
export async function unreadEntryOf(
  ctx: AppContext,
  network: NetworkRecord,
  recipient: Viewer,
  kind: string,
  threadKey: string,
): Promise<Notification | null> {
  const keys = await viewerKeys(ctx, recipient);
  const [row] = await ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, recipient.id),
        eq(notifications.kind, kind),
        eq(notifications.threadKey, threadKey),
        isNull(notifications.readAt),
        sql`${notifications.visibility} && ${sql.param(keys)}::text[]`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const visible = await visibleMemberIds(ctx, network, recipient, row.actorIds);
  const shown = row.actorIds.filter((id) => visible.has(id)).slice(0, ACTORS_SHOWN);
  const actors = await memberRowsByIds(ctx.db, network, shown);
  return {
    id: row.id,
    kind: row.kind,
    url: row.url,
    actors: shown.flatMap((id) => actors.get(id) ?? []),
    actor_count: row.actorCount,
    count: row.eventCount,
    data: row.data,
    read: false,
    updated_at: row.updatedAt.toISOString(),
  };
}
