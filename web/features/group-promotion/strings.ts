import { featureStrings } from '../../i18n/feature-strings';

/** js.group_promotion.*: the start page's box of promoted groups. */
export const loadGroupPromotionStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});
