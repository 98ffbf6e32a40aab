import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { WidgetDataOf, WidgetPropertiesOf } from '../../../contract/widgetbars.js';
import type { AppContext } from '../../platform/context.js';
import type { WidgetLoader } from '../../platform/modules/extensions.js';
import { widgetMembers } from '../members/service.js';
import { PRESENCE_STALE_MS } from './status.js';
import { chatPresence, chatStatuses } from './tables.js';

/**
 * The online_members widget: members with an open chat socket on a live instance (the presence rows
 * the hub keeps), never those who chose to be invisible, and nobody at all while the network hides
 * online statuses. Only members the viewer may see are listed and counted.
 */
export const onlineMembersWidgetLoader =
  (ctx: AppContext): WidgetLoader =>
  async ({ viewer, properties }) => {
    const { count } = properties as WidgetPropertiesOf<'online_members'>;
    const network = await ctx.network.get();
    if (!network.config.show_online_status)
      return { members: [], total: 0 } satisfies WidgetDataOf<'online_members'>;
    const invisible = ctx.db
      .select({ id: chatStatuses.memberId })
      .from(chatStatuses)
      .where(eq(chatStatuses.type, 'invisible'));
    const online = ctx.db
      .selectDistinct({ id: chatPresence.memberId })
      .from(chatPresence)
      .where(
        and(
          gt(chatPresence.seenAt, sql`now() - ${`${PRESENCE_STALE_MS} milliseconds`}::interval`),
          notInArray(chatPresence.memberId, invisible),
        ),
      )
      .getSQL();
    const { members, total } = await widgetMembers(ctx, viewer, online, { limit: count });
    return { members, total } satisfies WidgetDataOf<'online_members'>;
  };
