import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/from-driver.js';
import type { AppContext } from '../../platform/context.js';
import { locateLater, type MapSubject } from '../../platform/maps.js';
import { readNetwork } from '../../platform/network/network.js';
import { MEMBER_ADDRESS_FIELD } from './address.js';

export const MAPS_BACKFILL_JOB = 'maps.backfill';
const BATCH = 500;
const MINUTE_MS = 60_000;

/**
 * Subjects with an address the map does not know yet: written before the maps module existed or by
 * an import that bypassed it, and, once a geocoder is configured, places stored while there was none
 * (their key has no geocode). Writers queue `maps.locate` themselves; this only catches up.
 */
async function unplacedSubjects(db: Db, withGeocoder: boolean): Promise<MapSubject[]> {
  const field = MEMBER_ADDRESS_FIELD;
  const ungeocoded = withGeocoder
    ? sql`or exists (select 1 from map_places p where p.subject_type = s.type and p.subject_id = s.id
          and not exists (select 1 from geocodes g where g.address_key = p.address_key))`
    : sql``;
  const rows = rowsOf(
    await db.execute(sql`
      with s as (
        select 'member' as type, id from members
         where deleted_at is null and coalesce(btrim(profile ->> ${field}), '') <> ''
        union all
        select 'group', id from groups where btrim(address) <> ''
      )
      select s.type, s.id from s
       where not exists (select 1 from map_places p where p.subject_type = s.type and p.subject_id = s.id)
       ${ungeocoded}`),
  ) as MapSubject[];
  return rows;
}

/**
 * Queues `maps.locate` for every unplaced subject and for the network location, in batches (each its
 * own transaction, so a large network does not hold one long one). Locating is idempotent: a subject
 * that turns out to have no address, or an anonymised member, simply gets no place.
 */
export async function backfillPlaces(ctx: AppContext): Promise<number> {
  const network = await readNetwork(ctx.db);
  const subjects: MapSubject[] = [
    { type: 'network', id: network.id },
    ...(await unplacedSubjects(ctx.db, Boolean(ctx.config.maps.geocoderUrl))),
  ];
  for (let i = 0; i < subjects.length; i += BATCH) {
    const batch = subjects.slice(i, i + BATCH);
    await ctx.db.transaction((tx) => locateLater(ctx, tx, batch));
  }
  return subjects.length;
}

/** Once a minute after each start: a geocoder configured since the last start gets its backlog. */
export async function scheduleBackfill(ctx: AppContext): Promise<void> {
  ctx.jobs.define(MAPS_BACKFILL_JOB, async () => {
    await backfillPlaces(ctx);
  });
  await ctx.db.transaction((tx) =>
    ctx.jobs.enqueue(
      tx,
      MAPS_BACKFILL_JOB,
      {},
      { runAt: new Date(Date.now() + MINUTE_MS), uniqueKey: MAPS_BACKFILL_JOB },
    ),
  );
}
