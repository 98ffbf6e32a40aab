import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { propertySetGroupRoutes, propertySetRoutes } from '../property-fields';
import { statisticsGroupRoutes, statisticsRoutes } from '../statistics';
import { loadAdministrationEditorStrings } from './editor-strings';
import { loadAdministrationStrings } from './strings';

/** Network administration pages, relative to the shell (part 3 section 2.1, part 1 section 2.7). */
export const administrationRoutes: RouteObject[] = [
  {
    path: 'administration',
    lazy: withStrings(loadAdministrationStrings, () => import('./home-page')),
  },
  {
    path: 'administration/settings/edit',
    lazy: withStrings(loadAdministrationStrings, () => import('./settings/settings-page')),
  },
  {
    path: 'administration/legal_texts',
    lazy: withStrings(loadAdministrationStrings, () => import('./legal/legal-texts-page')),
  },
  {
    path: 'administration/legal_texts/new',
    lazy: withStrings(loadAdministrationEditorStrings, () => import('./legal/new-legal-text-page')),
  },
  {
    path: 'administration/legal_texts/:legalTextId/edit',
    lazy: withStrings(loadAdministrationEditorStrings, () => import('./legal/edit-legal-text-page')),
  },
  {
    path: 'administration/legal_texts/:legalTextId',
    lazy: withStrings(loadAdministrationStrings, () => import('./legal/legal-text-versions-page')),
  },
  {
    path: 'administration/navigation/edit',
    lazy: withStrings(loadAdministrationStrings, () => import('./navigation/navigation-editor-page')),
  },
  {
    path: 'administration/app_navigation/edit',
    lazy: withStrings(loadAdministrationStrings, () => import('./navigation/app-navigation-page')),
  },
  {
    path: 'administration/update-zentrale',
    lazy: withStrings(loadAdministrationStrings, () => import('./updates/updates-page')),
  },
  {
    path: 'administration/imprint/edit',
    lazy: withStrings(loadAdministrationEditorStrings, () => import('./legal/imprint-edit-page')),
  },
  ...statisticsRoutes,
  ...propertySetRoutes,
];

/** Inside a group (/groups/{slug}/...): the group's navigation editor and statistics, for its administrators. */
export const administrationGroupRoutes: RouteObject[] = [
  {
    path: 'administration/navigation/edit',
    lazy: withStrings(loadAdministrationStrings, () => import('./navigation/navigation-editor-page')),
  },
  ...statisticsGroupRoutes,
  ...propertySetGroupRoutes,
];
