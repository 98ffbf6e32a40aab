import type { Db, Tx } from '../../db/client.js';
import type { StatisticsCounter, StatisticsWindow } from '../../platform/modules/extensions.js';
import { activeDayFigures, daysOfWindow } from '../../platform/sessions/statistics.js';
import { memberActiveDays } from '../../platform/sessions/tables.js';
import { countsOf } from '../../platform/statistics.js';

/** The network's active members and sign-ins per day, from the active-day rows sessions keep. */
const activeInNetwork = (db: Db | Tx, window: StatisticsWindow) =>
  db
    .select(activeDayFigures)
    .from(memberActiveDays)
    .where(daysOfWindow(memberActiveDays.day, window))
    .groupBy(memberActiveDays.day);

export const networkActivityStatistics: StatisticsCounter[] = [
  {
    metric: 'active_members',
    count: async (db, window) =>
      countsOf(
        (await activeInNetwork(db, window)).map((row) => ({ day: row.day, value: row.active })),
        'network',
      ),
  },
  {
    metric: 'sign_ins',
    count: async (db, window) =>
      countsOf(
        (await activeInNetwork(db, window)).map((row) => ({ day: row.day, value: row.signIns })),
        'network',
      ),
  },
];
