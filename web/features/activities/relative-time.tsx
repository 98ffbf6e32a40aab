import { useTranslation } from 'react-i18next';

/** When something was written, in the member's language, with the exact time for assistive tech. */
export const RelativeTime = ({ iso }: { iso: string }) => {
  const { i18n } = useTranslation();
  const date = new Date(iso);
  const language = i18n.language.replace('_', '-').replace('-DU', '');
  const text = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return (
    <time dateTime={iso} className="text-xs text-muted">
      {text}
    </time>
  );
};
