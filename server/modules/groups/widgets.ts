import { and, eq } from 'drizzle-orm';
import type { WidgetDataOf, WidgetPropertiesOf } from '../../../contract/widgetbars.js';
import type { AppContext } from '../../platform/context.js';
import { widgetLoaders } from '../../platform/modules/extensions.js';
import { networkAdminIds, widgetMembers } from '../members/service.js';
import { getMyGroups } from './service.js';
import { groupMemberships } from './tables.js';

/** Administrators are few; a bar lists at most this many. */
const ADMIN_MEMBERS_MAX = 50;

/**
 * The groups' widgets: admin_members (the network's administrators on a network bar, the group's on
 * a group bar; only those the viewer may see) and speed_dial (the viewer's groups, favourites
 * first, archived ones and open requests left out).
 */
export function registerGroupWidgets(ctx: AppContext) {
  ctx.extensions.add(widgetLoaders, 'admin_members', async ({ viewer, properties, groupId }) => {
    const { profile_fields } = properties as WidgetPropertiesOf<'admin_members'>;
    const ids = groupId
      ? ctx.db
          .select({ id: groupMemberships.memberId })
          .from(groupMemberships)
          .where(
            and(
              eq(groupMemberships.groupId, groupId),
              eq(groupMemberships.status, 'member'),
              eq(groupMemberships.isAdmin, true),
            ),
          )
          .getSQL()
      : networkAdminIds(ctx);
    const { members } = await widgetMembers(ctx, viewer, ids, {
      limit: ADMIN_MEMBERS_MAX,
      profileFields: profile_fields,
    });
    return { members } satisfies WidgetDataOf<'admin_members'>;
  });

  ctx.extensions.add(widgetLoaders, 'speed_dial', async ({ viewer, properties }) => {
    const { count } = properties as WidgetPropertiesOf<'speed_dial'>;
    const { groups } = await getMyGroups(ctx.db, viewer);
    const shown = groups
      .filter((group) => group.membership_status_of_current_member === 'member' && !group.archived)
      .sort((a, b) => Number(b.favorited) - Number(a.favorited))
      .slice(0, count)
      .map(({ id, slug, name, profile_image }) => ({ id, slug, name, image_url: profile_image }));
    return { groups: shown } satisfies WidgetDataOf<'speed_dial'>;
  });
}
