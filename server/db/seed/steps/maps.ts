import { inArray, sql } from 'drizzle-orm';
import { addressKey, cleanAddress, networkAddress } from '../../../modules/maps/address.js';
import { geocodes, mapPlaces } from '../../../modules/maps/tables.js';
import { members } from '../../../platform/identity/tables.js';
import type { NetworkLocation } from '../../../platform/network/defaults.js';
import { networks } from '../../../platform/network/tables.js';
import type { SeedStep } from './context.js';
import { CITIES } from './people.js';

/** Where the demo offices are (latitude, longitude), so the demo's maps draw without a geocoder. */
const COORDINATES: Record<keyof typeof CITIES, [number, number]> = {
  berlin: [52.52, 13.405],
  hamburg: [53.551, 9.994],
  munich: [48.137, 11.575],
  vienna: [48.208, 16.373],
  zurich: [47.377, 8.541],
  london: [51.507, -0.128],
  dublin: [53.35, -6.26],
  paris: [48.857, 2.352],
  madrid: [40.417, -3.704],
  lisbon: [38.722, -9.139],
  milan: [45.464, 9.19],
  amsterdam: [52.368, 4.904],
  stockholm: [59.329, 18.069],
  warsaw: [52.23, 21.012],
  istanbul: [41.008, 28.978],
};

const HEADQUARTERS: NetworkLocation = {
  street: 'Friedrichstraße',
  number: '100',
  zip: '10117',
  city: 'Berlin',
  state: '',
  country: 'Germany',
};

/**
 * Maps in the demo: switched on and linked, the headquarters as the network location, and the
 * geocodes of the offices cached as if a geocoder had answered, so every member (by their Location
 * field) stands on the map. Locked members get no place: the demo anonymises nobody, but locked
 * accounts are not shown in lists either.
 */
export const seedMaps: SeedStep = async (seed) => {
  const cities = Object.entries(CITIES).map(([key, city]) => ({
    key: addressKey(cleanAddress(`${city.name}, ${city.country}`) ?? ''),
    coordinates: COORDINATES[key] ?? [0, 0],
  }));
  const headquarters = addressKey(networkAddress(HEADQUARTERS) ?? '');
  await seed.db.insert(geocodes).values([
    ...cities.map(({ key, coordinates: [latitude, longitude] }) => ({
      addressKey: key,
      latitude,
      longitude,
    })),
    { addressKey: headquarters, latitude: 52.507, longitude: 13.39 },
  ]);
  const active = seed.people.filter((person) => !person.locked).map((person) => person.id);
  const rows = active.length
    ? await seed.db
        .select({ id: members.id, profile: members.profile })
        .from(members)
        .where(inArray(members.id, active))
    : [];
  const places = rows.flatMap((row) => {
    const address = cleanAddress(row.profile.location);
    return address
      ? [{ subjectType: 'member' as const, subjectId: row.id, addressKey: addressKey(address) }]
      : [];
  });
  if (places.length > 0) await seed.db.insert(mapPlaces).values(places);
  const [network] = await seed.db.select({ id: networks.id }).from(networks).limit(1);
  if (!network) return;
  await seed.db
    .insert(mapPlaces)
    .values({ subjectType: 'network', subjectId: network.id, addressKey: headquarters });
  await seed.db.update(networks).set({
    config: sql`${networks.config} || ${JSON.stringify({ maps_enabled: true })}::jsonb`,
    settings: sql`${networks.settings} || ${JSON.stringify({ show_map: true, network_location: HEADQUARTERS })}::jsonb`,
  });
};
