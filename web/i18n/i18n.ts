import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../app/api/types';

export const SUPPORTED_LANGUAGES: Language[] = ['de', 'de_DU', 'en', 'es', 'fr'];
const STORAGE_KEY = 'intranet.language';

const loaders: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as string[]).includes(value);

/** Each locale is its own chunk, loaded when first needed. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    loaders[language]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The language to start with before the network and the member are known: the last one used. */
export const initialLanguage = (): Language => {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage may be unavailable (private mode); the browser language decides then.
  }
  const browser = navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
};

/** de_DU (informal German) falls back to German, everything to English. */
export const FALLBACK_LANGUAGES = { de_DU: ['de', 'en'], de: ['en'], default: ['en'] };

export const initI18n = (language: Language) =>
  i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGES,
      supportedLngs: SUPPORTED_LANGUAGES,
      load: 'currentOnly',
      nonExplicitSupportedLngs: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      // i18next otherwise prints a vendor notice in every visitor's console.
      showSupportNotice: false,
    });

/** Switches the interface language at once and remembers it for the next start. */
export const switchLanguage = async (language: Language) => {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembering is fine; the member's locale decides after sign-in anyway.
  }
  document.documentElement.lang = language.replace('_', '-');
  if (i18next.language !== language) await i18next.changeLanguage(language);
};

export { i18next };
