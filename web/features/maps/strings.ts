import { featureStrings } from '../../i18n/feature-strings';

/** js.maps.* in the five languages, loaded with the maps' routes. */
export const loadMapsStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});
