import { featureStrings } from '../../i18n/feature-strings';
import { loadFormStrings } from '../../ui/form/strings';
import { loadPropertyFieldStrings } from '../property-fields';

const loadOwnStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});

/** js.apps.*, the form controls' strings and the property fields' (items are built from property sets). */
export const loadAppsStrings = () =>
  Promise.all([loadOwnStrings(), loadFormStrings(), loadPropertyFieldStrings()]).then(() => undefined);
