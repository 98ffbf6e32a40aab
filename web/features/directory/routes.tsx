import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadChannelsStrings } from '../channels';
import { loadDirectoryStrings } from './strings';

type PageName = keyof typeof import('./pages');

// The channels tab shows the channels feature's rows (js.channels.*).
const loadStrings = () => Promise.all([loadDirectoryStrings(), loadChannelsStrings()]).then(() => undefined);

const page = (name: PageName) =>
  withStrings(loadStrings, () => import('./pages').then((pages) => pages[name]()));

/**
 * The directory (part 3 section 2.2): /directory and /directory/members list members, every other
 * /directory/{category} the groups of a category; /groups leads to the groups one may discover.
 */
export const directoryRoutes: RouteObject[] = [
  { path: 'directory', lazy: page('directory') },
  { path: 'directory/:tab', lazy: page('directory') },
  { path: 'groups', lazy: page('discoverGroups') },
];
