import { featureStrings } from '../../i18n/feature-strings';
import { loadFormStrings } from '../../ui/form/strings';

const loadOwnStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});

/** js.newsletter.* and the server's errors.newsletter.* keys, with the form controls' strings. */
export const loadNewsletterStrings = () =>
  Promise.all([loadOwnStrings(), loadFormStrings()]).then(() => undefined);
