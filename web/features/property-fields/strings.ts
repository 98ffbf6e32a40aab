import { featureStrings } from '../../i18n/feature-strings';

/** js.property_fields.* and the server's value and set errors (js.errors.properties.*, js.errors.property_sets.*). */
export const loadPropertyFieldStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});
