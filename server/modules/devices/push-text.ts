import type { Notification } from '../../../contract/notifications.js';
import { notificationSentence } from '../notifications/service.js';

/**
 * The entry as one sentence in the recipient's language: the words of its mail and of the bell, so a
 * push reads like the entry it opens. The actors are those the recipient may see (the entry as
 * `unreadEntryOf` answers it), counted all.
 */
export function pushBody(entry: Notification, locale: string): string {
  return notificationSentence(
    locale,
    { kind: entry.kind, url: entry.url, eventCount: entry.count, data: entry.data },
    { named: entry.actors.map((actor) => actor.name), count: entry.actor_count },
  );
}
