import { useTranslation } from 'react-i18next';

/** The server could not be reached while starting: say so and offer to try again. */
export const BootError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div role="alert" className="max-w-sm text-center">
        <p className="font-semibold text-ink">{t('js.generic_error')}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 h-10 rounded-lg bg-primary px-4 text-sm font-medium text-on-primary"
        >
          {t('js.try_again')}
        </button>
      </div>
    </main>
  );
};
