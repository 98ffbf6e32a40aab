import { featureStrings } from '../../i18n/feature-strings';

/**
 * The form controls' strings (js.form.*) and the server's field error keys (js.errors.*), loaded with
 * every feature that has forms rather than with the first page.
 */
export const loadFormStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});
