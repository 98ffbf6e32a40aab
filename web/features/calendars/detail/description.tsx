import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_TRUNCATE_AT, truncateText } from '../lib/truncate';

const plainText = (html: string) => {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
};

/** The rendered (server-sanitised) description, cut at 500 characters with a "more" link. */
export const Description = ({ html }: { html: string }) => {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const short = useMemo(() => truncateText(plainText(html).trim(), DESCRIPTION_TRUNCATE_AT), [html]);
  if (!html.trim()) return null;
  return (
    <section aria-label={t('js.calendars.form.description')} className="flex flex-col gap-1">
      {short.truncated && !expanded ? (
        <p className="whitespace-pre-line break-words">{short.text}</p>
      ) : (
        <div
          className="prose-sm break-words [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-5"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: description_rendered is sanitised by the server (sanitize-html)
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      {short.truncated ? (
        <button
          type="button"
          className="self-start text-sm text-primary hover:underline"
          onClick={() => setExpanded((x) => !x)}
        >
          {expanded ? t('js.calendars.show_less') : t('js.calendars.detail.more')}
        </button>
      ) : null}
    </section>
  );
};
