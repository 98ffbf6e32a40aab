import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { viewerKeySet } from './load.js';
import { channelSubscriptions, channels } from './tables.js';

/**
 * The published channels a member subscribes to and may still open (their page keys meet the
 * member's keys now: a subscription outlives a changed audience). For mails built for the member
 * (the newsletter's articles).
 */
export async function subscribedOpenableChannels(
  ctx: AppContext,
  viewer: Viewer,
): Promise<{ id: string; title: string }[]> {
  const keys = await viewerKeySet(ctx, viewer);
  return ctx.db
    .select({ id: channels.id, title: channels.title })
    .from(channelSubscriptions)
    .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
    .where(
      and(
        eq(channelSubscriptions.memberId, viewer.id),
        eq(channels.status, 'published'),
        sql`${channels.pageKeys} && ${sql.param([...keys])}::text[]`,
      ),
    );
}
