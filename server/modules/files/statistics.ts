import { and, count, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { StatisticsCounter, StatisticsWindow } from '../../platform/modules/extensions.js';
import { countsOf, inWindow, localDay } from '../../platform/statistics.js';
import { files, folders } from './tables.js';

/**
 * Files uploaded per day: published and quarantined ones (volatile uploads were never kept), for the
 * network, and those in a group's folders for that group.
 */
async function countUploads(db: Db | Tx, window: StatisticsWindow) {
  const day = localDay(files.createdAt, window.timeZone);
  const where = and(inWindow(files.createdAt, window), ne(files.state, 'volatile'));
  const [all, groups] = await Promise.all([
    db.select({ day, value: count() }).from(files).where(where).groupBy(day),
    db
      .select({ day, scope: folders.contextId, value: count() })
      .from(files)
      .innerJoin(folders, eq(folders.id, files.folderId))
      .where(and(where, eq(folders.contextType, 'group')))
      .groupBy(day, folders.contextId),
  ]);
  return [...countsOf(all, 'network'), ...countsOf(groups)];
}

export const fileStatistics: StatisticsCounter[] = [{ metric: 'files_uploaded', count: countUploads }];
