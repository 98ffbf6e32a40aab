import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadAdministrationListsStrings } from './strings';

type PageName = keyof typeof import('./pages');

const page = (name: PageName) =>
  withStrings(loadAdministrationListsStrings, () => import('./pages').then((pages) => pages[name]()));

const table: [string, PageName][] = [
  ['administration/group-categories', 'categories'],
  ['administration/group-categories/new', 'newCategory'],
  ['administration/group-categories/:categoryId/edit', 'editCategory'],
  ['administration/group-categories-order/edit', 'categoryOrder'],
  ['administration/tags', 'tags'],
  ['administration/file-extension-filter/edit', 'extensionFilter'],
  ['administration/appointment-categories/edit', 'appointmentCategories'],
  ['administration/meeting-rooms', 'meetingRooms'],
];

/** Group categories, tags, file extension filter, appointment categories and meeting rooms (part 3 section 2.1). */
export const administrationListsRoutes: RouteObject[] = table.map(([path, name]) => ({
  path,
  lazy: page(name),
}));
