import type { RouteObject } from 'react-router';

/** A feature's routes: those under the shell, and those inside a group (/groups/{slug}/...). */
export type FeatureRoutes = { shell: RouteObject[]; group: RouteObject[] };

/**
 * Route tables of the larger features load on the first visit of one of their paths (React Router's
 * route discovery), so the first page carries none of them and adding a feature does not grow it.
 * This table itself is loaded with the first discovery (router.tsx), not with the first page: it grows
 * with every feature.
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
      /^\/administration\/(members|invites|membership_roles|mail_bounces)(\/|$)|^\/invites(\/(new|sent))?\/?$|^\/groups\/[^/]+\/(invites\/sent|membership_invites\/new|administration\/(invites\/new|membership_roles))\/?$|^\/group-categories\/[^/]+\/administration\/invites\/new\/?$/,
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
    // The newsletter's administration.
    paths: /^\/administration\/newsletter(\/|$)/,
    load: () =>
      import('../features/newsletter/routes').then((m) => ({ shell: m.newsletterRoutes, group: [] })),
  },
  {
    // Single sign-on providers.
    paths: /^\/administration\/(sso_providers|scim_tokens)(\/|$)/,
    load: () => import('../features/sso/routes').then((m) => ({ shell: m.ssoRoutes, group: [] })),
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
    // The property-set editor of the network and of a group (before the group administration below).
    paths: /^\/(groups\/[^/]+\/)?administration\/property_sets(\/|$)/,
    load: () =>
      import('../features/property-fields/routes').then((m) => ({
        shell: m.propertySetRoutes,
        group: m.propertySetGroupRoutes,
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
    // A channel's blog, its articles and their editors (before the channels, whose splat would match).
    paths: /^\/channels\/[^/]+\/blog(\/|$)|^\/blogs\//,
    load: () => import('../features/blogs/routes').then((m) => ({ shell: m.blogsRoutes, group: [] })),
  },
  {
    paths: /^\/channels(\/|$)|^\/administration\/channel_settings\/?$/,
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
    // Apps, their items and walls, and a group's apps.
    paths: /^\/apps(\/|$)|^\/groups\/[^/]+\/apps(\/|$)/,
    load: () =>
      import('../features/apps/routes').then((m) => ({ shell: m.appsRoutes, group: m.groupAppsRoutes })),
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

/** The feature one of whose paths this is, if any. */
export const featureFor = (path: string) => FEATURES.find((candidate) => candidate.paths.test(path));
