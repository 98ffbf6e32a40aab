import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadMapsStrings } from './strings';

type PageName = keyof typeof import('./pages');

const page = (name: PageName) =>
  withStrings(loadMapsStrings, () => import('./pages').then((pages) => pages[name]()));

/** The maps (part 3 section 2.2): /map (members and groups), /members/map and /map/members (members). */
export const mapsRoutes: RouteObject[] = [
  { path: 'map', lazy: page('networkMap') },
  { path: 'map/members', lazy: page('membersMap') },
  { path: 'members/map', lazy: page('membersMap') },
];

/** /groups/{slug}/map: the group and its members. */
export const groupMapsRoutes: RouteObject[] = [{ path: 'map', lazy: page('groupMap') }];
