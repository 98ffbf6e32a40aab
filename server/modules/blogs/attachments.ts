import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { channelRecordsByIds } from '../channels/service.js';
import type { AttachmentAccessCheck } from '../files/service.js';
import { blogOf } from './load.js';
import { blogCan, isLive, seesUnpublished } from './policy.js';
import { articles } from './tables.js';

/**
 * An article's image and the files its text shows: whoever may see the article may read them (its
 * blog's readers once live, its editors always). Articles in one statement, then each blog once.
 */
export function readableArticleFiles(ctx: Pick<AppContext, 'db' | 'extensions'>): AttachmentAccessCheck {
  return async (db, viewer, files) => {
    const ownerIds = [...new Set(files.map((file) => file.ownerId))];
    if (ownerIds.length === 0) return new Set();
    const rows = await db.select().from(articles).where(inArray(articles.id, ownerIds));
    const channels = await channelRecordsByIds(
      db,
      rows.map((row) => row.blogId),
    );
    const keys = new Set(await viewerKeys(ctx, viewer));
    const now = new Date();
    const readable = new Set<string>();
    const rights = new Map<string, ReturnType<typeof blogCan>>();
    for (const row of rows) {
      const channel = channels.get(row.blogId);
      if (!channel) continue;
      let can = rights.get(channel.id);
      if (!can) {
        const blog = await blogOf(db, channel);
        can = blogCan(
          channel,
          { writeAudience: blog.writeAudience, publishAudience: blog.publishAudience },
          keys,
        );
        rights.set(channel.id, can);
      }
      if (can.read && (isLive(row, now) || seesUnpublished(can))) readable.add(row.id);
    }
    return new Set(files.filter((file) => readable.has(file.ownerId)).map((file) => file.id));
  };
}
