import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db/client.js';
import { rowsOf } from '../../server/db/from-driver.js';
import { runSearch, type SearchRequest } from '../../server/modules/search/search.js';
import type { AppContext } from '../../server/platform/context.js';

/**
 * PostgreSQL's own account of a search (`EXPLAIN (ANALYZE, BUFFERS)` of the answer's statement, the
 * last one `runSearch` sends, in a transaction with the settings it sent before it), recorded through
 * a database handle that passes everything on: the plan is the product's, not a copy of its SQL.
 */
export async function explainSearch(
  ctx: Pick<AppContext, 'db' | 'extensions'>,
  keys: readonly string[],
  request: SearchRequest,
): Promise<string> {
  const statements: { query: SQL; inTransaction: boolean }[] = [];
  const recording = <T extends Db | Tx>(handle: T, inTransaction: boolean): T =>
    new Proxy(handle, {
      get(target, property, receiver) {
        if (property === 'execute')
          return (query: SQL) => {
            statements.push({ query, inTransaction });
            return target.execute(query);
          };
        if (property === 'transaction')
          return <R>(work: (tx: Tx) => Promise<R>) => target.transaction((tx) => work(recording(tx, true)));
        return Reflect.get(target, property, receiver);
      },
    });
  await runSearch({ db: recording(ctx.db, false), extensions: ctx.extensions }, keys, request);
  const answer = statements.at(-1);
  if (!answer) return '(no statement: the query names nothing to look for)';
  const settings = answer.inTransaction ? statements.filter((s) => s.inTransaction && s !== answer) : [];
  const plan = await ctx.db.transaction(async (tx) => {
    for (const setting of settings) await tx.execute(setting.query);
    return tx.execute(sql`explain (analyze, buffers) ${answer.query}`);
  });
  return rowsOf(plan)
    .map((row) => String(row['QUERY PLAN']))
    .join('\n');
}
