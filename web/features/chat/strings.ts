import { featureStrings } from '../../i18n/feature-strings';
import { loadFilesStrings } from '../files/strings';

const loadOwnStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});

/** js.chat.*, and js.files.* for the upload modal the composer embeds. */
export const loadChatStrings = () =>
  Promise.all([loadOwnStrings(), loadFilesStrings()]).then(() => undefined);
