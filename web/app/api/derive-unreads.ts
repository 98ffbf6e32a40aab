import type { UnreadActivities, UnreadFeatures } from './types';

export type DerivedUnreads = {
  activitystreams: number;
  appointments: number;
  messages: number;
  total: number;
};

const count = (value: number | undefined) => (Number.isFinite(value) && value && value > 0 ? value : 0);

/**
 * Part 1 section 3: the features' counts (Activitystreams, Calendars, Messages) become activitystreams,
 * appointments, messages and their total. Unread activities per stream, once loaded, can only raise the
 * activity-stream count (they arrive later than the features and may be fresher).
 */
export const deriveUnreads = (
  features: UnreadFeatures | undefined,
  activities?: UnreadActivities | undefined,
): DerivedUnreads => {
  const activitystreams = Math.max(count(features?.Activitystreams), count(activities?.total));
  const appointments = count(features?.Calendars);
  const messages = count(features?.Messages);
  return { activitystreams, appointments, messages, total: activitystreams + appointments + messages };
};
