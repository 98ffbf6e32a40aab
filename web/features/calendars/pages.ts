/**
 * The calendars pages, each in its own chunk. routes.tsx travels in the first page's chunk, whose
 * budget is nearly used up, so it imports only this small module, which names the pages' chunks.
 */
export const overview = () => import('./overview/overview-page');
export const participating = () => import('./overview/participating-page');
export const invites = () => import('./invites/invites-page');
export const appointmentForm = () => import('./form/appointment-form-page');
export const appointment = () => import('./detail/appointment-page');
export const participants = () => import('./participants/participants-page');
export const contact = () => import('./contact/contact-page');
export const manage = () => import('./manage/manage-page');
export const subscribe = () => import('./subscribe/subscribe-page');
export const calendarForm = () => import('./calendar-form/calendar-form-page');
export const legacyRedirect = () => import('./overview/legacy-redirect-page');
