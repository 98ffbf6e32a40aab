import { mailDateLocale, mailTextsFor } from '../../platform/mail/mail-texts.js';
import type { NetworkRecord } from '../network/service.js';
import { KIND_MAIL_TEXTS, type KindMailTexts } from './kind-mail-texts.js';
import type { NotificationMailDetails, NotificationMailRecipient } from './kinds.js';

type Entry = {
  kind: string;
  url: string;
  eventCount: number;
  data: Record<string, string | number | null>;
};

/** "Ada Lovelace", "Ada Lovelace and 2 others", or "Someone" when nobody may be named. */
export function actorsText(t: KindMailTexts, named: readonly string[], count: number): string {
  const [first] = named;
  if (!first) return count > 1 ? t.people(count) : t.someone;
  return count > 1 ? t.andOthers(first, count - 1) : first;
}

/** The sentence of the entry's kind (`module.name`), or the fallback for a kind without one. */
function sentenceOf(t: KindMailTexts, entry: Entry, actors: string): string {
  const [module = '', name = ''] = entry.kind.split('.');
  // Kinds are names registered at run time; the texts are looked up by them.
  const group = (t as unknown as Record<string, Record<string, unknown> | undefined>)[module];
  const sentence = typeof group === 'object' && group ? group[name] : undefined;
  const data = (key: string) => {
    const value = entry.data[key];
    return value === null || value === undefined ? '' : String(value);
  };
  return typeof sentence === 'function' ? sentence(actors, data, entry.eventCount) : t.fallback(actors);
}

/**
 * The entry as one sentence in the member's language, as the bell words it: a mail's subject and a
 * push's body. `actors.named` are the actors the member may see, `count` all of them.
 */
export function notificationSentence(
  locale: string,
  entry: Entry,
  actors: { named: readonly string[]; count: number },
  fallbackLanguage?: string,
): string {
  const t = mailTextsFor(KIND_MAIL_TEXTS, locale, fallbackLanguage);
  return sentenceOf(t, entry, actorsText(t, actors.named, actors.count));
}

/** Subject and text of a notification mail in the recipient's language and time zone. */
export function notificationMail(input: {
  network: NetworkRecord;
  publicUrl: string;
  recipient: NotificationMailRecipient;
  entry: Entry;
  actors: { named: readonly string[]; count: number };
  details: NotificationMailDetails;
}) {
  const { entry, recipient } = input;
  const t = mailTextsFor(KIND_MAIL_TEXTS, recipient.locale, input.network.language);
  const sentence = notificationSentence(recipient.locale, entry, input.actors, input.network.language);
  const lines = [...(input.details.lines ?? [])];
  // What was written (a reply's first words), quoted as mail programs quote.
  const excerpt = entry.data.excerpt;
  if (typeof excerpt === 'string' && excerpt.trim())
    lines.unshift(`> ${excerpt.trim().replace(/\n/g, '\n> ')}`);
  const due = entry.data.due_at;
  if (typeof due === 'string' && !Number.isNaN(Date.parse(due))) {
    const format = new Intl.DateTimeFormat(mailDateLocale(recipient.locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: recipient.timeZone,
    });
    lines.push(`${t.due}: ${format.format(new Date(due))}`);
  }
  const link = `${input.publicUrl}${entry.url}`;
  const body = [sentence, lines.join('\n'), `${t.open}\n${link}`].filter(Boolean).join('\n\n');
  return {
    subject: `[${input.network.name}] ${sentence}`,
    text: `${body}\n`,
    ...(input.details.calendar ? { calendar: input.details.calendar } : {}),
  };
}
