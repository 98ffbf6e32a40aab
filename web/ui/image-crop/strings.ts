import { featureStrings } from '../../i18n/feature-strings';

/** js.image_crop.*: loaded with the features that upload images (designs, profile). */
export const loadImageCropStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});
