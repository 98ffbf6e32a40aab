import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadPeopleAdministrationStrings } from './strings';

type PageName = keyof typeof import('./pages');

const page = (name: PageName) =>
  withStrings(loadPeopleAdministrationStrings, () => import('./pages').then((pages) => pages[name]()));

const table: [string, PageName][] = [
  ['administration/members', 'members'],
  ['administration/members/new', 'newMember'],
  ['administration/members/:memberId/edit', 'editMember'],
  ['administration/members/:memberId/group-memberships', 'memberGroups'],
  ['administration/invites/new', 'newInvite'],
  ['administration/invites/sent', 'sentInvites'],
  ['invites', 'myInvites'],
  // The spec's short paths of the network's invite pages.
  ['invites/new', 'newInvite'],
  ['invites/sent', 'sentInvites'],
  ['administration/membership_roles', 'membershipRoles'],
  ['administration/mail_bounces', 'mailBounces'],
  ['group-categories/:categorySlug/administration/invites/new', 'newInvite'],
];

/** Member administration and invitations, relative to the shell (part 3 section 2.1). */
export const peopleAdministrationRoutes: RouteObject[] = table.map(([path, name]) => ({
  path,
  lazy: page(name),
}));

/** The group's invites and membership roles, relative to the group page (part 3 section 2.1). */
export const peopleAdministrationGroupRoutes: RouteObject[] = [
  { path: 'invites/sent', lazy: page('sentInvites') },
  { path: 'administration/invites/new', lazy: page('newInvite') },
  { path: 'membership_invites/new', lazy: page('newInvite') },
  { path: 'administration/membership_roles', lazy: page('membershipRoles') },
];
