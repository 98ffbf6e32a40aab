import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { calendarsRoutes, groupCalendarsRoutes } from '../features/calendars/routes';
import { chatRoutes } from '../features/chat/routes';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { filesRoutes } from '../features/files/routes';
import { messagesRoutes } from '../features/messages/routes';
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
const MODULE_PATHS = [
  'activitystreams',
  'activities',
  'notifications',
  'invites',
  'tasks',
  'channels',
  'blogs',
  'directory',
  'pages',
  'apps',
  'map',
  'info',
  'imprint',
  'legal',
  'administration',
];

const GROUP_MODULE_PATHS = [
  'activities',
  'activitystreams',
  'appointments',
  'tasks',
  'messages',
  'pages',
  'apps',
  'map',
  'administration',
  'edit',
];

export const routes: RouteObject[] = withBoundary([
  {
    path: '/users/sign_in',
    lazy: () => import('../features/auth/sign-in-page'),
  },
  {
    element: (
      <RequireMember>
        <Outlet />
      </RequireMember>
    ),
    children: [
      {
        lazy: () => import('./shell/shell-layout'),
        children: [
          { index: true, element: <StartRedirect /> },
          { path: 'start', lazy: () => import('../features/start/start-page') },
          { path: 'search', lazy: () => import('../features/search/search-page') },
          { path: 'members', lazy: () => import('../features/members/members-page') },
          { path: 'members/:memberId', lazy: () => import('../features/members/member-page') },
          {
            path: 'members/:memberId/locale_settings',
            lazy: () => import('../features/settings/locale-settings-page'),
          },
          {
            path: 'groups/:groupSlug',
            lazy: () => import('../features/groups/group-layout'),
            children: [
              { index: true, lazy: () => import('../features/groups/group-overview-page') },
              { path: 'profile', lazy: () => import('../features/groups/group-overview-page') },
              { path: 'members', lazy: () => import('../features/groups/group-members-page') },
              { path: 'search', lazy: () => import('../features/search/search-page') },
              ...filesRoutes,
              ...groupCalendarsRoutes,
              ...GROUP_MODULE_PATHS.flatMap((path) => [
                { path, lazy: groupModule },
                { path: `${path}/*`, lazy: groupModule },
              ]),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          ...filesRoutes,
          ...messagesRoutes,
          ...chatRoutes,
          ...calendarsRoutes,
          ...MODULE_PATHS.flatMap((path) => [
            { path, lazy: notAvailable },
            { path: `${path}/*`, lazy: notAvailable },
          ]),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

export const createRouter = () => createBrowserRouter(routes);
