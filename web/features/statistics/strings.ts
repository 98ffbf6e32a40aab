import { featureStrings } from '../../i18n/feature-strings';

/** js.statistics.* and js.errors.statistics.* (the server's field errors) */
export const loadStatisticsStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});
