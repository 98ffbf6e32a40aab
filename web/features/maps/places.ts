import type { MapView } from '../../../contract/maps';

/** One marker: a member or a group, keyed by kind and id (a member and a group may share an id space). */
export type MapPlace = {
  key: string;
  kind: 'member' | 'group';
  name: string;
  path: string;
  detail: string | null;
  latitude: number;
  longitude: number;
};

export const placesOf = (view: MapView): MapPlace[] => [
  ...view.groups.map((group) => ({
    key: `group:${group.id}`,
    kind: 'group' as const,
    name: group.name,
    path: group.path,
    detail: null,
    latitude: group.latitude,
    longitude: group.longitude,
  })),
  ...view.members.map((member) => ({
    key: `member:${member.id}`,
    kind: 'member' as const,
    name: member.name,
    path: member.path,
    detail: member.detail,
    latitude: member.latitude,
    longitude: member.longitude,
  })),
];

/** Where the map opens: how the network chose (map_scope_selection), falling back to what there is. */
export type Opening =
  | { type: 'center'; longitude: number; latitude: number; zoom: number }
  | { type: 'bounds'; west: number; south: number; east: number; north: number; maxZoom: number };

/** Without a network location and without places the map opens on the whole world. */
const WORLD: Opening = { type: 'center', longitude: 10, latitude: 30, zoom: 1 };

export function openingOf(view: MapView, places: MapPlace[]): Opening {
  const center = view.center
    ? ({
        type: 'center',
        longitude: view.center.longitude,
        latitude: view.center.latitude,
        zoom: view.zoom_level,
      } as const)
    : null;
  if (view.scope === 'poi' && center) return center;
  if (places.length === 0) return center ?? WORLD;
  const longitudes = places.map((place) => place.longitude);
  const latitudes = places.map((place) => place.latitude);
  return {
    type: 'bounds',
    west: Math.min(...longitudes),
    east: Math.max(...longitudes),
    south: Math.min(...latitudes),
    north: Math.max(...latitudes),
    // One place (or many at one address) would otherwise zoom in to the street.
    maxZoom: Math.max(view.zoom_level, 3),
  };
}
