import { featureStrings } from '../../i18n/feature-strings';

/** js.search_results.* (the shell's js.search.* travel with the header). */
export const loadSearchStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});
