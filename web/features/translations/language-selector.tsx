import { Languages } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/client';
import { inputClasses } from '../../ui/form-field';
import { toast } from '../../ui/toaster';
import { useTranslationLanguages } from './api';
import { lastUsedLanguage, orderLanguages, rememberLanguage } from './language-order';
import { useReadingLanguage } from './use-lng';

/**
 * The channel's language selector (part 1 section 2.2): the original, then the primary languages
 * (the one last used first), then the rest. The choice lives in the URL (`?lng=`), so a link or a
 * reload keeps it, and the gallery's route carries it back to the channel.
 */
export const LanguageSelector = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const lng = useReadingLanguage();
  const languages = useTranslationLanguages();
  const { primary, others } = orderLanguages(languages.data?.languages ?? [], lastUsedLanguage());
  const choose = (code: string) => {
    const next = new URLSearchParams(params);
    if (code) {
      next.set('lng', code);
      rememberLanguage(code);
    } else next.delete('lng');
    setParams(next, { replace: true });
  };
  return (
    <label className="flex items-center gap-2 text-sm text-muted">
      <Languages aria-hidden className="size-4" />
      <span className="sr-only">{t('js.translations.language')}</span>
      <select
        className={inputClasses}
        value={lng ?? ''}
        onChange={(event) => choose(event.target.value)}
        data-testid="translation-language"
      >
        <option value="">{t('js.translations.original')}</option>
        {primary.length > 0 ? (
          <optgroup label={t('js.translations.primary')}>
            {primary.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </optgroup>
        ) : null}
        {others.length > 0 ? (
          <optgroup label={t('js.translations.more')}>
            {others.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </label>
  );
};

/** The spec's toast when the translation service failed (part 1 section 8); the original stays. */
export const useTranslationFailureToast = (error: unknown) => {
  const { t } = useTranslation();
  useEffect(() => {
    if (error && !(isApiError(error) && error.status === 404)) {
      // The spec's key where the activities' strings are loaded; the same words of this feature otherwise.
      toast.error(
        t('js.activitystreams.activity.translation_controls.error', {
          defaultValue: t('js.translations.failed'),
        }),
      );
    }
  }, [error, t]);
};
