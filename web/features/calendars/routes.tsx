import { Navigate, type RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadCalendarsStrings } from './strings';

type PageName = keyof typeof import('./pages');

const page = (name: PageName) =>
  withStrings(loadCalendarsStrings, () => import('./pages').then((pages) => pages[name]()));

const table: [string, PageName][] = [
  ['appointments', 'overview'],
  ['appointments/participating', 'participating'],
  ['appointments/invites', 'invites'],
  ['appointments/new', 'appointmentForm'],
  ['appointments/:appointmentId', 'appointment'],
  ['appointments/:appointmentId/edit', 'appointmentForm'],
  ['appointments/:appointmentId/participants', 'participants'],
  ['appointments/:appointmentId/contact', 'contact'],
  ['calendars/manage', 'manage'],
  ['calendars/subscribe', 'subscribe'],
  ['calendars/new', 'calendarForm'],
  ['calendars/my', 'legacyRedirect'],
  ['calendars/shared', 'legacyRedirect'],
  ['calendars/:calendarId/edit', 'calendarForm'],
];

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });

/** Calendars and appointments, relative to the shell (part 2 section 2). */
export const calendarsRoutes: RouteObject[] = [
  ...table.map(([path, name]) => ({ path, lazy: page(name) })),
  redirect('calendars', '/appointments'),
  redirect('calendars/participating', '/appointments/participating'),
  redirect('calendars/invites', '/appointments/invites'),
];

/** Inside a group: /groups/{slug}/calendars (and the older /calendar). */
export const groupCalendarsRoutes: RouteObject[] = [
  { path: 'calendars', lazy: page('overview') },
  { path: 'calendar', lazy: page('overview') },
];
