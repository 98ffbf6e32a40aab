import { featureStrings } from '../../i18n/feature-strings';
import { loadFormStrings } from '../../ui/form/strings';
import { loadImageCropStrings } from '../../ui/image-crop/strings';
import { loadMessagesStrings } from '../messages/strings';
import { loadTranslationStrings } from '../translations/strings';

const loadOwnStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});

/** js.blogs.* with the form controls' strings, the image cropper's and the link form's (messages). */
export const loadBlogsStrings = () =>
  Promise.all([
    loadOwnStrings(),
    loadFormStrings(),
    loadImageCropStrings(),
    loadMessagesStrings(),
    loadTranslationStrings(),
  ]).then(() => undefined);
