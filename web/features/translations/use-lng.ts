import { useSearchParams } from 'react-router';
import { TRANSLATION_LANGUAGES } from '../../../contract/translations';

/** `?lng=` of the page when it names a known language; the channel's pages keep it in their links. */
export const useReadingLanguage = (): string | null => {
  const [params] = useSearchParams();
  const lng = params.get('lng')?.toUpperCase() ?? null;
  return lng && (TRANSLATION_LANGUAGES as readonly string[]).includes(lng) ? lng : null;
};

/** A path with the reading language kept (`lng` in the query). */
export const withLanguage = (path: string, lng: string | null) =>
  lng ? `${path}${path.includes('?') ? '&' : '?'}lng=${encodeURIComponent(lng)}` : path;
