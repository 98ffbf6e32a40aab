import { featureStrings } from '../../i18n/feature-strings';
import { loadFormStrings } from '../../ui/form/strings';

const loadOwnStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});

/**
 * js.administration.*, js.legal.*, the administration user bar's labels and the form controls' strings.
 * Loaded with the administration routes only, never with the first page (vite.config.ts keeps it out
 * of the boot chunk).
 */
export const loadAdministrationStrings = () =>
  Promise.all([loadOwnStrings(), loadFormStrings()]).then(() => undefined);

/** The public legal pages need only the feature's own strings. */
export const loadPublicLegalStrings = loadOwnStrings;
