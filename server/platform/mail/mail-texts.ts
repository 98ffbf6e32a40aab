import { LANGUAGES, type Language } from '../network/defaults.js';

/**
 * The texts of one mail in every language of the product (German formal "Sie", de_DU informal "du"):
 * a language left out fails to compile, so no recipient gets a mail in a language they did not choose.
 */
export type MailTexts<T> = Record<Language, T>;

const isLanguage = (locale: string): locale is Language => (LANGUAGES as string[]).includes(locale);

/**
 * The texts for a recipient's locale; a locale the product does not know gets the fallback (e.g. the
 * network's language), else English.
 */
export const mailTextsFor = <T>(texts: MailTexts<T>, locale: string, fallback = 'en'): T =>
  texts[isLanguage(locale) ? locale : isLanguage(fallback) ? fallback : 'en'];

/** How dates are written in each language's mails (Intl locale). */
const DATE_LOCALES: Record<Language, string> = {
  de: 'de-DE',
  de_DU: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
};
export const mailDateLocale = (locale: string) => DATE_LOCALES[isLanguage(locale) ? locale : 'en'];
