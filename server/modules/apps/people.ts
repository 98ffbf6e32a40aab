import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { memberRowsByIds } from '../members/service.js';

/** Names of authors and archivers by id, in one statement. */
export async function peopleByIds(
  ctx: Pick<AppContext, 'db' | 'network'>,
  ids: readonly (string | null)[],
): Promise<Map<string, { id: string; name: string }>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await memberRowsByIds(ctx.db as Db, await ctx.network.get(), wanted);
  return new Map([...rows.values()].map((row) => [row.id, { id: row.id, name: row.name }]));
}
