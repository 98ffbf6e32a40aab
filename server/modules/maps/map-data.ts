import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { MAP_MAX_MARKERS, type MapGroup, type MapMember, type MapView } from '../../../contract/maps.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import {
  groupLabelsByIds,
  loadVisibleGroup,
  visibleGroupIdsQuery,
  visibleGroupMemberIds,
} from '../groups/service.js';
import { isAnonymised } from '../members/policy.js';
import { memberRecordsByIds, memberRowsByIds, visibleMemberIdsQuery } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { geocodes, mapPlaces } from './tables.js';

type Place = { id: string; latitude: number; longitude: number };

/** Geocoded places of one kind among the ids of `within` (a subquery of what the viewer may see). */
async function placesWithin(ctx: AppContext, type: 'member' | 'group', within: SQL[]): Promise<Place[]> {
  const rows = await ctx.db
    .select({ id: mapPlaces.subjectId, latitude: geocodes.latitude, longitude: geocodes.longitude })
    .from(mapPlaces)
    .innerJoin(geocodes, eq(geocodes.addressKey, mapPlaces.addressKey))
    .where(
      and(
        eq(mapPlaces.subjectType, type),
        isNotNull(geocodes.latitude),
        isNotNull(geocodes.longitude),
        ...within.map((ids) => sql`${mapPlaces.subjectId} in (${ids})`),
      ),
    )
    .orderBy(asc(mapPlaces.subjectId))
    .limit(MAP_MAX_MARKERS + 1);
  return rows as Place[];
}

/** The members among the places, as the viewer sees them; anonymised members are left out. */
async function presentMembers(
  ctx: AppContext,
  network: NetworkRecord,
  places: Place[],
): Promise<MapMember[]> {
  const ids = places.map((place) => place.id);
  const records = await memberRecordsByIds(ctx.db, ids);
  const shown = new Set(
    records.filter((record) => !isAnonymised(record, network.settings)).map((record) => record.id),
  );
  const rows = await memberRowsByIds(ctx.db, network, [...shown]);
  return places
    .flatMap((place) => {
      const row = rows.get(place.id);
      if (!row || !shown.has(place.id)) return [];
      return [
        {
          id: row.id,
          name: row.displayName,
          path: row.path,
          images: row.images,
          detail: row.detection_profile_field,
          latitude: place.latitude,
          longitude: place.longitude,
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function presentGroups(ctx: AppContext, places: Place[]): Promise<MapGroup[]> {
  const labels = await groupLabelsByIds(
    ctx.db,
    places.map((place) => place.id),
  );
  return places
    .flatMap((place) => {
      const label = labels.get(place.id);
      return label
        ? [{ ...label, path: `/groups/${label.slug}`, latitude: place.latitude, longitude: place.longitude }]
        : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function networkCenter(ctx: AppContext, network: NetworkRecord): Promise<MapView['center']> {
  const [row] = await ctx.db
    .select({ latitude: geocodes.latitude, longitude: geocodes.longitude })
    .from(mapPlaces)
    .innerJoin(geocodes, eq(geocodes.addressKey, mapPlaces.addressKey))
    .where(and(eq(mapPlaces.subjectType, 'network'), eq(mapPlaces.subjectId, network.id)));
  return row && row.latitude !== null && row.longitude !== null
    ? { latitude: row.latitude, longitude: row.longitude }
    : null;
}

/** The style the browser loads: the configured one with the network's theme, or none (built-in). */
export function styleUrl(ctx: AppContext, network: NetworkRecord): string | null {
  const configured = ctx.config.maps.styleUrl;
  return configured ? configured.replaceAll('{theme}', encodeURIComponent(network.settings.map_theme)) : null;
}

function requireMaps(network: NetworkRecord): void {
  if (!network.config.maps_enabled) throw notFound('map');
}

type Kind = MapView['kind'];

async function view(
  ctx: AppContext,
  network: NetworkRecord,
  kind: Kind,
  parts: { members: Place[]; groups: Place[]; group: MapView['group'] },
): Promise<MapView> {
  const truncated = parts.members.length > MAP_MAX_MARKERS || parts.groups.length > MAP_MAX_MARKERS;
  const [members, groups, center] = await Promise.all([
    presentMembers(ctx, network, parts.members.slice(0, MAP_MAX_MARKERS)),
    presentGroups(ctx, parts.groups.slice(0, MAP_MAX_MARKERS)),
    networkCenter(ctx, network),
  ]);
  return {
    kind,
    group: parts.group,
    center,
    zoom_level: network.settings.zoom_level,
    scope: network.settings.map_scope_selection,
    theme: network.settings.map_theme,
    style_url: styleUrl(ctx, network),
    members,
    groups,
    truncated,
  };
}

/** GET /api/v1/map (members and groups) and /api/v1/map/members (members only). */
export async function networkMap(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  kind: 'network' | 'members',
): Promise<MapView> {
  requireMaps(network);
  const [members, groups] = await Promise.all([
    placesWithin(ctx, 'member', [visibleMemberIdsQuery(ctx, viewer, network)]),
    kind === 'network'
      ? placesWithin(ctx, 'group', [visibleGroupIdsQuery(ctx.db, viewer)])
      : Promise.resolve([]),
  ]);
  return view(ctx, network, kind, { members, groups, group: null });
}

/** GET /api/v1/groups/{group}/map: the group and those of its members the viewer may see. */
export async function groupMap(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
): Promise<MapView> {
  requireMaps(network);
  const { group } = await loadVisibleGroup(ctx.db, viewer, ref);
  const memberIds = await visibleGroupMemberIds(ctx.db, viewer, group.id);
  const [members, groups] = await Promise.all([
    placesWithin(ctx, 'member', [visibleMemberIdsQuery(ctx, viewer, network), memberIds]),
    placesWithin(ctx, 'group', [sql`select ${group.id}`]),
  ]);
  return view(ctx, network, 'group', {
    members,
    groups,
    group: { id: group.id, slug: group.slug, name: group.name, path: `/groups/${group.slug}` },
  });
}
