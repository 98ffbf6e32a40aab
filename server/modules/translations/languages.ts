import {
  PRIMARY_TRANSLATION_LANGUAGES,
  TRANSLATION_LANGUAGES,
  type TranslationLanguages,
} from '../../../contract/translations.js';

/**
 * GET /translations/languages: the languages a channel can be read in, named in the reader's
 * language (the runtime's language names, so no list of names to keep), primary ones first (part 1
 * section 9). The language last used is the browser's to remember and put first.
 */
export function translationLanguageList(locale: string): TranslationLanguages {
  const names = new Intl.DisplayNames([locale.split('_')[0] ?? 'en'], { type: 'language', fallback: 'code' });
  const primary = new Set<string>(PRIMARY_TRANSLATION_LANGUAGES);
  const entry = (code: string) => ({ code, name: names.of(code) ?? code, primary: primary.has(code) });
  const others = TRANSLATION_LANGUAGES.filter((code) => !primary.has(code))
    .map(entry)
    .sort((a, b) => a.name.localeCompare(b.name, locale.split('_')[0]));
  return { languages: [...PRIMARY_TRANSLATION_LANGUAGES.map(entry), ...others] };
}
