import type { Language } from '../../api/types';

/** Each language in its own name, so members find theirs whatever the interface shows. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  de_DU: 'Deutsch (Du)',
  en: 'English',
  es: 'Español',
  fr: 'Français',
};
