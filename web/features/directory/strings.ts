import { featureStrings } from '../../i18n/feature-strings';

/** js.directory.* in the five languages, loaded with the directory's routes. */
export const loadDirectoryStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});
