import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { loadJoiningStrings } from '../features/joining/strings';
import { loadPeopleAdministrationStrings } from '../features/people-administration/strings';
import { loadSetupStrings } from '../features/setup/strings';
import { loadTwoFactorStrings } from '../features/two-factor/strings';
import { withStrings } from '../i18n/feature-strings';
import { useNetwork } from './api/use-network';
import { BootScreen } from './auth/boot-screen';
import { RequireMember } from './auth/require-member';

/** Every route shows the generic error alert instead of a blank page when it fails to render. */
const withBoundary = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => ({
    ...route,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <BootScreen />,
    ...(route.children ? { children: withBoundary(route.children) } : {}),
  })) as RouteObject[];

const StartRedirect = () => {
  const network = useNetwork();
  return <Navigate to={network.data?.start_page_path ?? '/start'} replace />;
};

const notAvailable = () => import('../features/modules/module-not-available-page');
const groupModule = () => import('../features/groups/group-module-page');

/** Modules the shell links to that later issues build; until then an honest notice. */
const MODULE_PATHS = ['blogs', 'apps', 'info'];

const GROUP_MODULE_PATHS = ['appointments', 'messages', 'apps'];

const SHELL_ROUTE = 'shell';
const GROUP_ROUTE = 'group';

/** A feature's routes: those under the shell, and those inside a group (/groups/{slug}/...). */
type FeatureRoutes = { shell: RouteObject[]; group: RouteObject[] };

/**
 * Route tables of the larger features load on the first visit of one of their paths (React Router's
 * route discovery), so the first page carries none of them and adding a feature does not grow it.
 */
const FEATURES: { paths: RegExp; load: () => Promise<FeatureRoutes> }[] = [
  {
    // The member's own profile, change requests, and the administrators' list of them.
    paths: /^\/members\/[^/]+\/edit$|^\/change_requests\/new$|^\/administration\/change_requests\/?$/,
    load: () => import('../features/profile/routes').then((m) => ({ shell: m.profileRoutes, group: [] })),
  },
  {
    // The administrators' list of people who asked to join the network.
    paths: /^\/administration\/join_requests\/?$/,
    load: () =>
      import('../features/joining/routes').then((m) => ({ shell: m.joiningAdministrationRoutes, group: [] })),
  },
  {
    paths: /^\/(groups\/[^/]+\/)?files(\/|$)/,
    load: () =>
      import('../features/files/routes').then((m) => ({ shell: m.filesRoutes, group: m.filesRoutes })),
  },
  {
    // Member, role and invite administration (network, group category and group scopes), and the
    // member's own group invitations.
    paths:
      /^\/administration\/(members|invites|membership_roles)(\/|$)|^\/invites(\/(new|sent))?\/?$|^\/groups\/[^/]+\/(invites\/sent|membership_invites\/new|administration\/(invites\/new|membership_roles))\/?$|^\/group-categories\/[^/]+\/administration\/invites\/new\/?$/,
    load: () =>
      import('../features/people-administration/routes').then((m) => ({
        shell: m.peopleAdministrationRoutes,
        group: m.peopleAdministrationGroupRoutes,
      })),
  },
  {
    // Reporting content and the administrators' list of reports.
    paths: /^\/report\/new\/?$|^\/administration\/abuse_reports\/?$/,
    load: () =>
      import('../features/abuse-reports/routes').then((m) => ({ shell: m.abuseReportsRoutes, group: [] })),
  },
  {
    // Group categories, tags, the file extension filter, appointment categories and meeting rooms.
    paths:
      /^\/administration\/(group-categories|group-categories-order|tags|file-extension-filter|appointment-categories|meeting-rooms)(\/|$)/,
    load: () =>
      import('../features/administration-lists/routes').then((m) => ({
        shell: m.administrationListsRoutes,
        group: [],
      })),
  },
  {
    paths: /^\/administration\/audit_log\/?$/,
    load: () => import('../features/audit-log/routes').then((m) => ({ shell: m.auditLogRoutes, group: [] })),
  },
  {
    // Widget bars of the network and of a group (before the group administration below).
    paths: /^\/(groups\/[^/]+\/)?administration\/widgetbars(\/|$)/,
    load: () =>
      import('../features/widgetbars/routes').then((m) => ({
        shell: m.widgetbarRoutes,
        group: m.widgetbarGroupRoutes,
      })),
  },
  {
    // The network administration: home, settings, legal texts, imprint, the navigation editors and the
    // statistics (the network's and, before the group administration below, a group's).
    paths:
      /^\/administration(\/(settings|legal_texts|imprint|navigation|app_navigation|update-zentrale|statistics)(\/|$)|\/?$)|^\/groups\/[^/]+\/administration\/(navigation|statistics)(\/|$)/,
    load: () =>
      import('../features/administration/routes').then((m) => ({
        shell: m.administrationRoutes,
        group: m.administrationGroupRoutes,
      })),
  },
  {
    // Designs, and the design links of a group's and a category's administration.
    paths:
      /^\/administration\/designs(\/|$)|^\/(groups|group-categories)\/[^/]+\/administration\/designs\/?$/,
    load: () =>
      import('../features/designs/routes').then((m) => ({
        shell: m.designsRoutes,
        group: m.designsGroupRoutes,
      })),
  },
  {
    paths: /^\/(activitystreams|activities)(\/|$)|^\/groups\/[^/]+\/(activities|activitystreams)(\/|$)/,
    load: () =>
      import('../features/activities/routes').then((m) => ({
        shell: m.activitiesRoutes,
        group: m.groupActivitiesRoutes,
      })),
  },
  {
    // Creating and editing groups; the group's administration pages.
    paths: /^\/groups\/new\/|^\/groups\/[^/]+\/(edit|administration)(\/|$)/,
    load: () =>
      import('../features/group-admin/routes').then((m) => ({
        shell: m.groupAdminRoutes,
        group: m.groupAdminGroupRoutes,
      })),
  },
  {
    paths: /^\/messages(\/|$)/,
    load: () => import('../features/messages/routes').then((m) => ({ shell: m.messagesRoutes, group: [] })),
  },
  {
    paths: /^\/notifications(\/|$)/,
    load: () =>
      import('../features/notifications/routes').then((m) => ({ shell: m.notificationsRoutes, group: [] })),
  },
  {
    paths: /^\/chat(\/|$)/,
    load: () => import('../features/chat/routes').then((m) => ({ shell: m.chatRoutes, group: [] })),
  },
  {
    paths: /^\/channels(\/|$)/,
    load: () => import('../features/channels/routes').then((m) => ({ shell: m.channelsRoutes, group: [] })),
  },
  {
    // The maps: /map, /map/members, /members/map and a group's /groups/{slug}/map.
    paths: /^\/(members\/)?map(\/members)?\/?$|^\/groups\/[^/]+\/map\/?$/,
    load: () =>
      import('../features/maps/routes').then((m) => ({ shell: m.mapsRoutes, group: m.groupMapsRoutes })),
  },
  {
    paths: /^\/(directory(\/|$)|groups\/?$)/,
    load: () => import('../features/directory/routes').then((m) => ({ shell: m.directoryRoutes, group: [] })),
  },
  {
    // Content pages of the network and of groups: the tree and table, a page, its editor and versions.
    paths: /^\/pages(\/|$)|^\/groups\/[^/]+\/pages(\/|$)/,
    load: () =>
      import('../features/pages/routes').then((m) => ({ shell: m.pagesRoutes, group: m.groupPagesRoutes })),
  },
  {
    // The member's tasks and notes, and a group's Tasks tab.
    paths: /^\/tasks(\/|$)|^\/groups\/[^/]+\/tasks\/?$/,
    load: () =>
      import('../features/tasks/routes').then((m) => ({ shell: m.tasksRoutes, group: m.groupTasksRoutes })),
  },
  {
    paths: /^\/(appointments|calendars)(\/|$)|^\/groups\/[^/]+\/calendars?(\/|$)/,
    load: () =>
      import('../features/calendars/routes').then((m) => ({
        shell: m.calendarsRoutes,
        group: m.groupCalendarsRoutes,
      })),
  },
];

const discovered = new Set<(typeof FEATURES)[number]>();

/** Adds the routes of the feature a path belongs to, once; React Router then matches again. */
export const discoverFeatureRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const feature = FEATURES.find((candidate) => candidate.paths.test(path));
  if (!feature || discovered.has(feature)) return;
  const routes = await feature.load();
  if (discovered.has(feature)) return;
  discovered.add(feature);
  patch(SHELL_ROUTE, withBoundary(routes.shell));
  if (routes.group.length > 0) patch(GROUP_ROUTE, withBoundary(routes.group));
};

export const routes: RouteObject[] = withBoundary([
  {
    path: '/users/sign_in',
    lazy: () => import('../features/auth/sign-in-page'),
  },
  {
    // The second step of signing in, the setup the network may enforce, and the member's factors.
    path: '/users/two_factor_authentication',
    lazy: withStrings(loadTwoFactorStrings, () => import('../features/two-factor/two-factor-page')),
  },
  {
    path: '/users/password/new',
    lazy: withStrings(
      loadPeopleAdministrationStrings,
      () => import('../features/people-administration/passwords/forgot-password-page'),
    ),
  },
  {
    // Joining the network on one's own, and the link of the confirmation mail.
    path: '/users/sign_up',
    lazy: withStrings(loadJoiningStrings, () => import('../features/joining/join-page')),
  },
  {
    path: '/users/confirmation',
    lazy: withStrings(loadJoiningStrings, () => import('../features/joining/confirmation-page')),
  },
  {
    // The link of an invitation mail: the invited person registers.
    path: '/invitations/:token',
    lazy: withStrings(
      loadPeopleAdministrationStrings,
      () => import('../features/people-administration/invites/registration-page'),
    ),
  },
  {
    // The link of a reset or welcome mail.
    path: '/users/password/edit',
    lazy: withStrings(
      loadPeopleAdministrationStrings,
      () => import('../features/people-administration/passwords/reset-password-page'),
    ),
  },
  {
    // Legal texts and the imprint are public: visitors read them without signing in (part 1 section 2.7).
    path: '/legal/:handle',
    lazy: () => import('../features/administration/public/lazy').then((m) => m.legalPage()),
  },
  {
    path: '/imprint',
    lazy: () => import('../features/administration/public/lazy').then((m) => m.imprintPage()),
  },
  {
    // The onboarding profile of a member's first sign-in: signed in, but before the shell.
    path: '/onboarding/profile',
    element: (
      <RequireMember>
        <Outlet />
      </RequireMember>
    ),
    children: [
      {
        index: true,
        lazy: () => import('../features/profile/onboarding-route').then((m) => m.onboardingRoute()),
      },
    ],
  },
  {
    // The first administrator's one-time link (server/modules/setup); nobody is signed in yet.
    path: '/setup',
    lazy: withStrings(loadSetupStrings, () => import('../features/setup/setup-page')),
  },
  {
    element: (
      <RequireMember>
        <Outlet />
      </RequireMember>
    ),
    children: [
      {
        id: SHELL_ROUTE,
        lazy: () => import('./shell/shell-layout'),
        children: [
          { index: true, element: <StartRedirect /> },
          { path: 'start', lazy: () => import('../features/start/start-page') },
          { path: 'search', lazy: () => import('../features/search/search-page') },
          { path: 'members', lazy: () => import('../features/members/members-page') },
          { path: 'members/:memberId', lazy: () => import('../features/members/member-page') },
          {
            path: 'users/edit',
            lazy: withStrings(
              loadPeopleAdministrationStrings,
              () => import('../features/people-administration/passwords/change-password-page'),
            ),
          },
          {
            path: 'members/:memberId/settings/edit',
            lazy: () => import('../features/member-settings/route').then((m) => m.memberSettingsRoute()),
          },
          {
            path: 'members/:memberId/locale_settings',
            lazy: () => import('../features/settings/locale-settings-page'),
          },
          {
            id: GROUP_ROUTE,
            path: 'groups/:groupSlug',
            lazy: () => import('../features/groups/group-layout'),
            children: [
              { index: true, lazy: () => import('../features/groups/group-overview-page') },
              { path: 'profile', lazy: () => import('../features/groups/group-overview-page') },
              { path: 'members', lazy: () => import('../features/groups/group-members-page') },
              { path: 'search', lazy: () => import('../features/search/search-page') },
              ...GROUP_MODULE_PATHS.flatMap((path) => [
                { path, lazy: groupModule },
                { path: `${path}/*`, lazy: groupModule },
              ]),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          ...MODULE_PATHS.flatMap((path) => [
            { path, lazy: notAvailable },
            { path: `${path}/*`, lazy: notAvailable },
          ]),
          // A splat only, so that /administration itself is discovered (features/administration).
          { path: 'administration/*', lazy: notAvailable },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

export const createRouter = () =>
  createBrowserRouter(routes, { patchRoutesOnNavigation: discoverFeatureRoutes });
