import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadPropertyFieldStrings } from './strings';

const editor: RouteObject = {
  path: 'administration/property_sets/:name/edit',
  lazy: withStrings(loadPropertyFieldStrings, () => import('./editor/property-set-edit-page')),
};

/**
 * The property-set editor (`edit_{name}_property_set`) of the network at /administration/... and of a
 * group at /groups/{slug}/administration/...
 */
export const propertySetRoutes: RouteObject[] = [editor];
export const propertySetGroupRoutes: RouteObject[] = [editor];
