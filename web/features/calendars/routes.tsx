import { Navigate, type RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadCalendarsStrings } from './strings';

const page = (load: () => Promise<object>) => withStrings(loadCalendarsStrings, load);

const overview = page(() => import('./overview/overview-page'));

/** Calendars and appointments, relative to the shell (part 2 section 2). */
export const calendarsRoutes: RouteObject[] = [
  { path: 'appointments', lazy: overview },
  { path: 'appointments/participating', lazy: page(() => import('./overview/participating-page')) },
  { path: 'appointments/invites', lazy: page(() => import('./invites/invites-page')) },
  { path: 'appointments/new', lazy: page(() => import('./form/appointment-form-page')) },
  { path: 'appointments/:appointmentId', lazy: page(() => import('./detail/appointment-page')) },
  { path: 'appointments/:appointmentId/edit', lazy: page(() => import('./form/appointment-form-page')) },
  {
    path: 'appointments/:appointmentId/participants',
    lazy: page(() => import('./participants/participants-page')),
  },
  { path: 'appointments/:appointmentId/contact', lazy: page(() => import('./contact/contact-page')) },
  { path: 'calendars', element: <Navigate to="/appointments" replace /> },
  { path: 'calendars/participating', element: <Navigate to="/appointments/participating" replace /> },
  { path: 'calendars/invites', element: <Navigate to="/appointments/invites" replace /> },
  { path: 'calendars/manage', lazy: page(() => import('./manage/manage-page')) },
  { path: 'calendars/subscribe', lazy: page(() => import('./subscribe/subscribe-page')) },
  { path: 'calendars/new', lazy: page(() => import('./calendar-form/calendar-form-page')) },
  { path: 'calendars/my', lazy: page(() => import('./overview/legacy-redirect-page')) },
  { path: 'calendars/shared', lazy: page(() => import('./overview/legacy-redirect-page')) },
  { path: 'calendars/:calendarId/edit', lazy: page(() => import('./calendar-form/calendar-form-page')) },
];

/** Inside a group: /groups/{slug}/calendars (and the older /calendar). */
export const groupCalendarsRoutes: RouteObject[] = [
  { path: 'calendars', lazy: overview },
  { path: 'calendar', lazy: overview },
];
