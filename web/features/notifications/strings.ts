import { featureStrings } from '../../i18n/feature-strings';

/** js.notifications.* beyond the shell's title: entries, the menu and the page. */
export const loadNotificationsStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});
