import { featureStrings } from '../../i18n/feature-strings';
import { loadFormStrings } from '../../ui/form/strings';
import { loadMessagesStrings } from '../messages/strings';
import { loadWidgetbarStrings } from '../widgetbars/strings';

const loadOwnStrings = featureStrings({
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  de_DU: () => import('./locales/de_DU.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
});

/**
 * js.pages.*, the form controls' strings, js.messages.* for the editor's link form and js.widgetbars.*
 * for the widgets a page embeds (their names, settings and cards).
 */
export const loadPagesStrings = () =>
  Promise.all([loadOwnStrings(), loadFormStrings(), loadMessagesStrings(), loadWidgetbarStrings()]).then(
    () => undefined,
  );
