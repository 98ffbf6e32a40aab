import { featureStrings } from '../../i18n/feature-strings';

/** js.translations.* and the server's errors.translations.* */
export const loadTranslationStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});
