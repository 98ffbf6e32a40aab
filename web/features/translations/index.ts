import { lazy } from 'react';

/**
 * What the channel, widget and blog pages use of translations: the reading language of the URL
 * (`?lng=`), the language selector, the translation of a subject and how it replaces texts, and the
 * editors' "Translations" section (lazy: it carries the rich text editor).
 */
export { useContentTranslation } from './api';
export { applyTranslation, applyWidgetTranslation, channelFields } from './apply';
export { LanguageSelector, useTranslationFailureToast } from './language-selector';
export { useReadingLanguage, withLanguage } from './use-lng';
export const LazyTranslationEditor = lazy(() => import('./translation-editor'));
