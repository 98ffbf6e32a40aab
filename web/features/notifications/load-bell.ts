import { loadNotificationsStrings } from './strings';

/** The bell with its strings, as one hop for the header's lazy slot. */
export const loadNotificationsBell = () =>
  Promise.all([loadNotificationsStrings(), import('./notifications-bell')]).then(([, bell]) => bell);
