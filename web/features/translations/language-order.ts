import type { TranslationLanguage } from '../../../contract/translations';

const LAST_USED_KEY = 'translations.last_used';

/** The language last chosen in this browser (part 1 section 9: offered first). */
export function lastUsedLanguage(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage) {
  try {
    return storage?.getItem(LAST_USED_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberLanguage(
  code: string,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(LAST_USED_KEY, code);
  } catch {
    // A browser that keeps nothing (private mode, storage full) just offers no "last used".
  }
}

/**
 * The selector's groups: the primary languages with the one last used first (part 1 section 9: last
 * used, DE, EN-GB, ES, FR), then the rest as the server ordered them. A last used language that is not
 * primary moves up into the first group.
 */
export function orderLanguages(languages: readonly TranslationLanguage[], lastUsed: string | null) {
  const last = languages.find((language) => language.code === lastUsed);
  const primary = languages.filter((language) => language.primary && language !== last);
  const others = languages.filter((language) => !language.primary && language !== last);
  return { primary: last ? [last, ...primary] : primary, others };
}
