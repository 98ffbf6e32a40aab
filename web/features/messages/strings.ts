import { featureStrings } from '../../i18n/feature-strings';
import { loadFilesStrings } from '../files/strings';

const loadOwnStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
});

/** js.messages.*, and js.files.* for the uploader the composer embeds. */
export const loadMessagesStrings = () =>
  Promise.all([loadOwnStrings(), loadFilesStrings()]).then(() => undefined);
