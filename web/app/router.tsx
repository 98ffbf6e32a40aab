import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
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
const MODULE_PATHS = ['blogs', 'info'];

const GROUP_MODULE_PATHS = ['appointments', 'messages'];

const SHELL_ROUTE = 'shell';
const GROUP_ROUTE = 'group';

const discovered = new Set<object>();

/** Adds the routes of the feature a path belongs to, once; React Router then matches again. */
export const discoverFeatureRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  const { featureFor } = await import('./feature-routes');
  const feature = featureFor(path);
  if (!feature || discovered.has(feature)) return;
  const routes = await feature.load();
  // React Router drops the patches of a navigation that was interrupted meanwhile (a redirect to the
  // sign-in page, a second click): such a feature stays undiscovered, or its pages would answer
  // "Page not found" until the next reload.
  if (signal.aborted || discovered.has(feature)) return;
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
    lazy: () => import('../features/two-factor/public-routes').then((m) => m.twoFactorPage()),
  },
  {
    path: '/users/password/new',
    lazy: () => import('../features/people-administration/public-routes').then((m) => m.forgotPasswordPage()),
  },
  {
    // Joining the network on one's own, and the link of the confirmation mail.
    path: '/users/sign_up',
    lazy: () => import('../features/joining/public-routes').then((m) => m.joinPage()),
  },
  {
    path: '/users/confirmation',
    lazy: () => import('../features/joining/public-routes').then((m) => m.confirmationPage()),
  },
  {
    // The link of an invitation mail: the invited person registers.
    path: '/invitations/:token',
    lazy: () => import('../features/people-administration/public-routes').then((m) => m.registrationPage()),
  },
  {
    // The link of a reset or welcome mail.
    path: '/users/password/edit',
    lazy: () => import('../features/people-administration/public-routes').then((m) => m.resetPasswordPage()),
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
    lazy: () => import('../features/setup/public-routes').then((m) => m.setupPage()),
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
            lazy: () =>
              import('../features/people-administration/public-routes').then((m) => m.changePasswordPage()),
          },
          {
            path: 'members/:memberId/settings/edit',
            lazy: () => import('../features/member-settings/route').then((m) => m.memberSettingsRoute()),
          },
          {
            // The settings page opened at its ignored members (part 3 section 2.2), a user bar entry of its own.
            path: 'members/:memberId/ignored',
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
