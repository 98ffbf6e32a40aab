import { describe, expect, it } from 'vitest';
import { NEWSLETTER_PLACEHOLDERS, sendingProblems, templateProblems } from '../../../contract/newsletter';
import de from './locales/de.json';
import deDu from './locales/de_DU.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

const LOCALES = { de, de_DU: deDu, en, es, fr };
const { content, disclaimer } = NEWSLETTER_PLACEHOLDERS;

/** The text a locale has for a server message key (errors.newsletter.x lives under js.errors.newsletter.x). */
const textOf = (strings: typeof en, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings.js);

describe('the newsletter messages', () => {
  it('names what a template lacks, by the placeholder rules', () => {
    expect(templateProblems(`${content}${disclaimer}${disclaimer}`)).toEqual({});
    expect(templateProblems(disclaimer).body).toEqual(['errors.newsletter.content_placeholder_missing']);
    expect(templateProblems(`${content}${content}${disclaimer}`).body).toEqual([
      'errors.newsletter.content_placeholder_repeated',
    ]);
    expect(templateProblems(content).body).toEqual(['errors.newsletter.disclaimer_placeholder_missing']);
  });

  it('has every message in all five languages', () => {
    const keys = [
      ...(templateProblems('').body ?? []),
      'errors.newsletter.content_placeholder_repeated',
      ...(sendingProblems({ interval: 'weekly', day: '1', second_day: '0', time: 'am', second_time: 'am' })
        .day ?? []),
      'errors.newsletter.order_invalid',
    ];
    for (const [locale, strings] of Object.entries(LOCALES)) {
      for (const key of keys) expect(typeof textOf(strings, key), `${locale} ${key}`).toBe('string');
    }
  });
});
