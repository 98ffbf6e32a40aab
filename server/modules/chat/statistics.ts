import { count, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { StatisticsCounter, StatisticsWindow } from '../../platform/modules/extensions.js';
import { countsOf, inWindow, localDay } from '../../platform/statistics.js';
import { chatMessages, chats } from './tables.js';

/** Chat messages per day: all of them for the network, a group chat's for its group. */
async function countChatMessages(db: Db | Tx, window: StatisticsWindow) {
  const day = localDay(chatMessages.createdAt, window.timeZone);
  const where = inWindow(chatMessages.createdAt, window);
  const [all, groups] = await Promise.all([
    db.select({ day, value: count() }).from(chatMessages).where(where).groupBy(day),
    db
      .select({ day, scope: chats.groupId, value: count() })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .where(where)
      .groupBy(day, chats.groupId)
      .having(isNotNull(chats.groupId)),
  ]);
  return [...countsOf(all, 'network'), ...countsOf(groups)];
}

export const chatStatistics: StatisticsCounter[] = [{ metric: 'chat_messages', count: countChatMessages }];
