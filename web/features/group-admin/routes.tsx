import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadGroupAdminStrings } from './strings';

type PageName = keyof typeof import('./pages');

const page = (name: PageName) =>
  withStrings(
    loadGroupAdminStrings,
    async (): Promise<{ Component: ComponentType }> => (await import('./pages'))[name](),
  );

/** Under the shell: creating a group in a category (part 3 section 2.2). */
export const groupAdminRoutes: RouteObject[] = [{ path: 'groups/new/:categorySlug', lazy: page('newGroup') }];

/** Inside a group (/groups/{slug}/...): editing it and its administration (part 3 section 2.1). */
export const groupAdminGroupRoutes: RouteObject[] = [
  { path: 'edit', lazy: page('editGroup') },
  { path: 'administration', lazy: page('administration') },
  { path: 'administration/members', lazy: page('administrationMembers') },
  { path: 'administration/join_requests', lazy: page('joinRequests') },
  { path: 'administration/join_requests/:memberId/reject', lazy: page('rejectJoinRequest') },
];
