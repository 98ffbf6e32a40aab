import { featureStrings } from '../../i18n/feature-strings';
import { loadFormStrings } from '../../ui/form/strings';
import { loadFilesStrings } from '../files/strings';

const loadOwnStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});

/** js.activities.*, the form controls' strings and js.files.* for the composer's uploader. */
export const loadActivitiesStrings = () =>
  Promise.all([loadOwnStrings(), loadFormStrings(), loadFilesStrings()]).then(() => undefined);
