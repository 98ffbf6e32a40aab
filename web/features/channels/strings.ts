import { featureStrings } from '../../i18n/feature-strings';
import { loadFormStrings } from '../../ui/form/strings';
import { loadImageCropStrings } from '../../ui/image-crop/strings';
import { loadTranslationStrings } from '../translations/strings';

const loadOwnStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});

/** js.channels.* with the form controls' strings and the server's error keys. */
export const loadChannelsStrings = () =>
  Promise.all([loadOwnStrings(), loadFormStrings(), loadImageCropStrings(), loadTranslationStrings()]).then(
    () => undefined,
  );
