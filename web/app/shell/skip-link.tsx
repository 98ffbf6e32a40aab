import { useTranslation } from 'react-i18next';

/** The first focusable element: jumps past header and user bar to the page's content. */
export const SkipLink = () => {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-sm font-medium text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('js.skip_to_content')}
    </a>
  );
};
