import { and, asc, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { SearchDocumentInput, SearchIndexer } from '../../platform/modules/extensions.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { memberRowsByIds } from '../members/service.js';
import { messageRecipients, messages } from './tables.js';

/** Members named in a hit's `to`; more are left to the message itself. */
const TO_LIMIT = 10;

/**
 * Direct messages in the search index: subject and text. Keys are the message's readers as
 * `visibleTo` (service.ts) has them: the author while they keep it, each recipient who has not
 * deleted it. Deleting re-indexes the message, so it leaves that member's results.
 */
export function messageSearchIndexer(ctx: Pick<AppContext, 'network'>): SearchIndexer {
  return {
    async documents(db, ids) {
      if (ids.length === 0) return [];
      const [rows, recipients] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(inArray(messages.id, [...ids])),
        db
          .select({
            messageId: messageRecipients.messageId,
            memberId: messageRecipients.memberId,
            addressed: messageRecipients.addressed,
          })
          .from(messageRecipients)
          .where(and(inArray(messageRecipients.messageId, [...ids]), isNull(messageRecipients.deletedAt))),
      ]);
      const network = await ctx.network.get();
      const addressed = (id: string) =>
        recipients
          .filter((r) => r.messageId === id && r.addressed)
          .map((r) => r.memberId)
          .slice(0, TO_LIMIT);
      const people = await memberRowsByIds(db as Db, network, [
        ...rows.map((row) => row.authorId),
        ...rows.flatMap((row) => addressed(row.id)),
      ]);
      const docs: SearchDocumentInput[] = [];
      for (const message of rows) {
        const keys = recipients
          .filter((r) => r.messageId === message.id)
          .map((r) => visibleTo.member(r.memberId));
        if (message.authorDeletedAt === null) keys.push(visibleTo.member(message.authorId));
        if (keys.length === 0) continue;
        const author = people.get(message.authorId);
        docs.push({
          subjectId: message.id,
          title: message.subject,
          body: message.plainContent,
          visibility: keys,
          authorName: author?.name ?? '',
          date: message.createdAt,
          payload: {
            url: `/messages/${message.id}`,
            author: author ?? null,
            subject: message.subject,
            html_content: message.content,
            to: addressed(message.id).flatMap((id) => people.get(id) ?? []),
            to_group: message.toGroupName ? { name: message.toGroupName, slug: message.toGroupSlug } : null,
          },
        });
      }
      return docs;
    },
    async subjectIds(db, after, limit) {
      const rows = await db
        .select({ id: messages.id })
        .from(messages)
        .where(after ? gt(messages.id, after) : undefined)
        .orderBy(asc(messages.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
