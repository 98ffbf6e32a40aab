import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { networkStreamKeys } from '../../modules/activities/policy.js';
import { ensureGroupStream, networkStreamBySlug } from '../../modules/activities/streams.js';
import { activities } from '../../modules/activities/tables.js';
import { groupContentKeys } from '../../modules/groups/policy.js';
import { groups } from '../../modules/groups/tables.js';
import { next } from './sequence.js';

export type ActivityOverrides = Partial<typeof activities.$inferInsert> & {
  /** The group whose stream it goes to; the `all` stream without. */
  groupId?: string;
};

/**
 * A post by `authorId` in the `all` stream or a group's stream, with the stream's visibility keys
 * (as the product writes them). Posts with mentions, tags and notifications go through the API.
 */
export async function createActivity(db: Db, authorId: string, overrides: ActivityOverrides = {}) {
  const { groupId, ...values } = overrides;
  const n = next();
  let streamId: string;
  let visibility: string[];
  if (groupId) {
    const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
    if (!group) throw new Error('group not found');
    streamId = (await ensureGroupStream(db, groupId)).id;
    visibility = groupContentKeys(group);
  } else {
    const stream = await networkStreamBySlug(db, 'all');
    if (!stream) throw new Error('all stream missing');
    streamId = stream.id;
    visibility = networkStreamKeys('all');
  }
  const [row] = await db
    .insert(activities)
    .values({ streamId, authorId, html: `<p>Post ${n}</p>`, plain: `Post ${n}`, visibility, ...values })
    .returning();
  if (!row) throw new Error('activity not created');
  return row;
}
