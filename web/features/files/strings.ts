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
 * The files strings (js.files.*) with the form controls' (js.form.*, js.errors.*): the files pages
 * and every module that embeds the uploader load them.
 */
export const loadFilesStrings = () =>
  Promise.all([loadOwnStrings(), loadFormStrings()]).then(() => undefined);
