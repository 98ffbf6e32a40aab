import { z } from 'zod';
import { memberImages } from './members.js';
import { MAP_THEMES, ZOOM_LEVELS } from './network-settings.js';

/**
 * The maps (part 3 sections 2.2 and 3.1): `GET /api/v1/map` (members and groups),
 * `GET /api/v1/map/members` (members only) and `GET /api/v1/groups/{group}/map` (the group and its
 * members). Only what the viewer may see and what has been geocoded is listed; anonymised members
 * never. 404 while the network's maps are off, and for a group whose members the viewer may not see.
 */
const coordinates = { latitude: z.number(), longitude: z.number() };

export const mapMember = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  images: memberImages,
  /** The network's detection profile field (e.g. the position), shown under the name. */
  detail: z.string().nullable(),
  ...coordinates,
});
export type MapMember = z.infer<typeof mapMember>;

export const mapGroup = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  path: z.string(),
  ...coordinates,
});
export type MapGroup = z.infer<typeof mapGroup>;

export const mapView = z.object({
  kind: z.enum(['network', 'members', 'group']),
  /** The group of a group's map. */
  group: z.object({ id: z.string(), slug: z.string(), name: z.string(), path: z.string() }).nullable(),
  /** The geocoded network location; null until it has one. */
  center: z.object(coordinates).nullable(),
  zoom_level: z.union(ZOOM_LEVELS.map((level) => z.literal(level))),
  /** `poi`: the map opens on the network location; `all`: it opens showing every marker. */
  scope: z.enum(['all', 'poi']),
  theme: z.enum(MAP_THEMES),
  /** The configured MapLibre style, the theme filled in; null: the built-in plain style. */
  style_url: z.string().nullable(),
  members: z.array(mapMember),
  groups: z.array(mapGroup),
  /** More places than one map draws (MAP_MAX_MARKERS of each kind); only that many are listed. */
  truncated: z.boolean(),
});
export type MapView = z.infer<typeof mapView>;

export const MAP_MAX_MARKERS = 5000;
