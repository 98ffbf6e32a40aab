import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { indexLater, type ModuleActivity } from '../../platform/modules/extensions.js';
import { subjectVisibilityChanged, visibleTo } from '../../platform/visibility/keys.js';
import { changeActivityCount } from '../groups/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { ACTIVITY_SUBJECT } from './present.js';
import { ensureGroupStream, networkStreamBySlug } from './streams.js';
import { activities } from './tables.js';
import { ACTIVITY_SEARCH_MODULE } from './write.js';

/**
 * Publishing an activity about another module's object (a new file, an appointment) in the
 * transaction that writes the object. Other modules reach it through the `activityPublishers`
 * extension (platform/modules/extensions.ts), so they need not depend on this module.
 */

/**
 * Writes the activity inside the caller's transaction and answers its id. The caller calls
 * `activitiesPublished` after its commit, so the unread badges catch up.
 */
export async function publishActivity(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  activity: ModuleActivity,
): Promise<string> {
  const stream =
    'groupId' in activity.stream
      ? await ensureGroupStream(tx, activity.stream.groupId)
      : await networkStreamBySlug(tx, activity.stream.slug);
  if (!stream) throw new Error(`no activity stream ${JSON.stringify(activity.stream)}`);
  const id = newId();
  await tx.insert(activities).values({
    id,
    streamId: stream.id,
    authorId: activity.actorId,
    html: '',
    plain: '',
    objectType: activity.object.type,
    objectId: activity.object.id,
    objectData: { name: activity.object.name, url: activity.object.url },
    visibility: [...activity.visibility],
  });
  if (stream.groupId) await changeActivityCount(tx, stream.groupId, 1);
  await indexLater(ctx, tx, ACTIVITY_SEARCH_MODULE, [id]);
  return id;
}

/** After the commit of published activities: every follower's unread count may have changed. */
export function activitiesPublished(ctx: AppContext): Promise<void> {
  return unreadsChanged(ctx.bus, 'all');
}

/**
 * Hides an activity from everyone but network administrators (an abuse report's decision): its keys
 * become the administrators' alone, in the caller's transaction, and every copy of them (notifications,
 * taggings, its search document) follows. Answers false when there is no such activity.
 */
export async function hideActivityFromMembers(
  ctx: Pick<AppContext, 'extensions' | 'jobs'>,
  tx: Tx,
  id: string,
): Promise<boolean> {
  const keys = [visibleTo.networkAdmins];
  const [row] = await tx
    .update(activities)
    .set({ visibility: keys })
    .where(eq(activities.id, id))
    .returning({ id: activities.id });
  if (!row) return false;
  await subjectVisibilityChanged(ctx, tx, { type: ACTIVITY_SUBJECT, id }, keys);
  await indexLater(ctx, tx, ACTIVITY_SEARCH_MODULE, [id]);
  return true;
}

export { type DigestItem, type DigestItemsQuery, digestItems } from './digest-items.js';
export { visibleActivity } from './read.js';
