import { asc, gt, inArray } from 'drizzle-orm';
import type { SearchDocumentInput, SearchIndexer } from '../../platform/modules/extensions.js';
import { presentChannelBase } from './present.js';
import { channels } from './tables.js';

/**
 * Channels in the search index (module `channels`): title and description, under the channel's list
 * keys, so a draft is found by its editors alone. The payload carries the channel fields of part 1
 * section 3 that are the same for every viewer.
 */
export function channelSearchIndexer(): SearchIndexer {
  return {
    async documents(db, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(channels)
        .where(inArray(channels.id, [...ids]));
      return rows.map(
        (record): SearchDocumentInput => ({
          subjectId: record.id,
          title: record.title,
          body: record.description,
          visibility: record.visibility,
          kind: record.status,
          date: record.updatedAt,
          payload: presentChannelBase(record),
        }),
      );
    },
    async subjectIds(db, after, limit) {
      const rows = await db
        .select({ id: channels.id })
        .from(channels)
        .where(after ? gt(channels.id, after) : undefined)
        .orderBy(asc(channels.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
