import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { MAPS_LOCATE_JOB, type MapSubject } from '../../platform/maps.js';
import { readNetwork } from '../../platform/network/network.js';
import { groupAddressById } from '../groups/service.js';
import { isAnonymised } from '../members/policy.js';
import { memberRecordById } from '../members/service.js';
import { addressKey, cleanAddress, MEMBER_ADDRESS_FIELD, networkAddress } from './address.js';
import type { Geocoder } from './geocoder.js';
import { geocodes, mapPlaces } from './tables.js';

const SUBJECT_TYPES = new Set<MapSubject['type']>(['member', 'group', 'network']);

function subjectOf(payload: Record<string, unknown>): MapSubject | null {
  const { type, id } = payload;
  if (typeof id !== 'string' || !SUBJECT_TYPES.has(type as MapSubject['type'])) return null;
  return { type: type as MapSubject['type'], id };
}

/**
 * The subject's address as it is now; null when it has none, is gone, or is a member whose name the
 * network hides (anonymised members are never geocoded nor drawn).
 */
async function currentAddress(ctx: AppContext, subject: MapSubject): Promise<string | null> {
  switch (subject.type) {
    case 'member': {
      const record = await memberRecordById(ctx.db, subject.id);
      if (!record || record.deletedAt) return null;
      const network = await readNetwork(ctx.db);
      if (isAnonymised(record, network.settings)) return null;
      return cleanAddress(record.profile[MEMBER_ADDRESS_FIELD]);
    }
    case 'group':
      return cleanAddress(await groupAddressById(ctx.db, subject.id));
    case 'network': {
      const network = await readNetwork(ctx.db);
      return network.id === subject.id ? networkAddress(network.settings.network_location) : null;
    }
  }
}

/**
 * The `maps.locate` job: stores the subject's current address key and, with a geocoder configured and
 * the address not yet cached, asks the service. A failing service throws, so the runner tries again
 * with its backoff (10 s doubling); a place the service does not know is cached as unknown.
 */
export async function locate(ctx: AppContext, geocoder: Geocoder | null, subject: MapSubject): Promise<void> {
  const address = await currentAddress(ctx, subject);
  const where = and(eq(mapPlaces.subjectType, subject.type), eq(mapPlaces.subjectId, subject.id));
  if (!address) {
    await ctx.db.delete(mapPlaces).where(where);
    return;
  }
  const key = addressKey(address);
  await ctx.db
    .insert(mapPlaces)
    .values({ subjectType: subject.type, subjectId: subject.id, addressKey: key })
    .onConflictDoUpdate({
      target: [mapPlaces.subjectType, mapPlaces.subjectId],
      set: { addressKey: key, updatedAt: new Date() },
    });
  if (!geocoder) return;
  const [cached] = await ctx.db
    .select({ key: geocodes.addressKey })
    .from(geocodes)
    .where(eq(geocodes.addressKey, key));
  if (cached) return;
  const found = await geocoder.search(address);
  await ctx.db
    .insert(geocodes)
    .values({ addressKey: key, latitude: found?.latitude ?? null, longitude: found?.longitude ?? null })
    .onConflictDoNothing();
}

export function defineLocateJob(ctx: AppContext, geocoder: Geocoder | null): void {
  ctx.jobs.define(MAPS_LOCATE_JOB, async (payload) => {
    const subject = subjectOf(payload);
    if (!subject) {
      ctx.log.warn({ payload }, 'maps.locate without a subject');
      return;
    }
    await locate(ctx, geocoder, subject);
  });
}
