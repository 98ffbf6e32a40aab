import { featureStrings } from '../../i18n/feature-strings';

/** The proof-of-work widget's strings (js.sign_in.challenge.*), loaded with it, not with the sign-in page. */
export const loadChallengeStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});
