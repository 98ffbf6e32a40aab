import { featureStrings } from '../../i18n/feature-strings';

/** The files strings (js.files.*): the files pages and every module that embeds the uploader load them. */
export const loadFilesStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
});
