import { featureStrings } from '../../i18n/feature-strings';
import { loadFormStrings } from '../../ui/form/strings';
import { loadImageCropStrings } from '../../ui/image-crop/strings';
import { loadFilesStrings } from '../files/strings';
import { loadTranslationStrings } from '../translations/strings';

const loadOwnStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});

/** js.channel_widgets.* with the form controls', the uploader's and the server's error strings. */
export const loadChannelWidgetStrings = () =>
  Promise.all([
    loadOwnStrings(),
    loadFormStrings(),
    loadImageCropStrings(),
    loadFilesStrings(),
    loadTranslationStrings(),
  ]).then(() => undefined);
