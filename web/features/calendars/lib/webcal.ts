import { calendarsPaths, type SubscriptionCollection } from '../../../../contract/calendars';

/** Part 2 section 7: the network URL with the webcal scheme, the feed path and ?auth_token=. */
export const webcalUrl = (publicUrl: string, path: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '').replace(/^https?:/, 'webcal:')}${path}?auth_token=${encodeURIComponent(token)}`;

export const COLLECTIONS: SubscriptionCollection[] = [
  'all_appointments',
  'participating_appointments',
  'personal_calendar',
  'shared_calendar',
  'network_calendar',
];

export const collectionPath = (collection: SubscriptionCollection) => calendarsPaths.feeds[collection];
