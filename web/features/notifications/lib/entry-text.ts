import type { TFunction } from 'i18next';
import type { Notification } from '../api/types';

/** Kinds worded by this feature; a kind added later without its string reads as the fallback. */
export const WORDED_KINDS = [
  'messages.message',
  'groups.join_request',
  'joining.join_request',
  'change_requests.new',
  'change_requests.approved',
  'change_requests.rejected',
  'groups.join_rejected',
  'groups.invitation',
  'files.version_to_approve',
  'appointments.changed',
  'appointments.cancelled',
  'activities.mention',
  'activities.reply',
  'activities.like',
  'tasks.assigned',
  'tasks.accepted',
  'tasks.declined',
  'tasks.reminder',
] as const;

/**
 * Who acted, as a phrase: "Anna", "Anna and 3 others", or, when the member may see none of them (or
 * the system acted), "Someone" / "3 people". Actors the member may not see are counted, never named.
 */
export const actorsPhrase = (t: TFunction, entry: Pick<Notification, 'actors' | 'actor_count'>) => {
  const [first] = entry.actors;
  if (!first) return t('js.notifications.actors.unnamed', { count: Math.max(1, entry.actor_count) });
  const others = Math.max(0, entry.actor_count - 1);
  if (others === 0) return first.name;
  return t('js.notifications.actors.and_others', { name: first.name, count: others });
};

/** The entry as one sentence, e.g. "Anna and 3 others wrote to you: Quarterly report". */
export const entryText = (t: TFunction, entry: Notification) => {
  const kind = (WORDED_KINDS as readonly string[]).includes(entry.kind) ? entry.kind : 'fallback';
  return t(`js.notifications.kinds.${kind}`, {
    ...entry.data,
    actors: actorsPhrase(t, entry),
    count: entry.count,
    interpolation: { escapeValue: false },
  });
};
