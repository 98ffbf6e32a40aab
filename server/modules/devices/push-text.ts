import type { Notification } from '../../../contract/notifications.js';
import { mailTextsFor } from '../../platform/mail/mail-texts.js';
import { PUSH_SENTENCES } from './push-sentences.js';

type Values = Record<string, string | number | null | undefined>;

/** i18next's plural suffix for the count in the language (`_one`, `_other`, ...). */
function pluralKey(table: Record<string, string>, key: string, locale: string, count: number) {
  const form = `${key}_${new Intl.PluralRules(locale.replace('_', '-').slice(0, 2)).select(count)}`;
  if (table[form] !== undefined) return form;
  if (table[`${key}_other`] !== undefined && table[key] === undefined) return `${key}_other`;
  return key;
}

const fill = (template: string, values: Values) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_all, name: string) => String(values[name] ?? ''));

/** The entry as one sentence in the recipient's language, the way the bell words it. */
export function pushBody(entry: Notification, locale: string): string {
  const { actors, kinds } = mailTextsFor(PUSH_SENTENCES, locale);
  const [first] = entry.actors;
  const others = Math.max(0, entry.actor_count - 1);
  const actorsPhrase = !first
    ? fill(actors[pluralKey(actors, 'unnamed', locale, Math.max(1, entry.actor_count))] ?? '', {
        count: Math.max(1, entry.actor_count),
      })
    : others === 0
      ? first.name
      : fill(actors[pluralKey(actors, 'and_others', locale, others)] ?? '', {
          name: first.name,
          count: others,
        });
  const known = Object.keys(kinds).some((key) => key === entry.kind || key.startsWith(`${entry.kind}_`));
  const key = pluralKey(kinds, known ? entry.kind : 'fallback', locale, entry.count);
  return fill(kinds[key] ?? '', { ...entry.data, actors: actorsPhrase, count: entry.count });
}
