import { useTranslation } from 'react-i18next';
import type { WidgetDataOf } from '../../../../contract/widgetbars';
import { formatDate } from '../../../i18n/dates';

/** A feed's newest items; links open the item's own site in a new tab. */
export const RssWidget = ({ data, timeZone }: { data: WidgetDataOf<'rss'>; timeZone: string }) => {
  const { t } = useTranslation();
  if (data.items.length === 0) return <p className="text-sm text-muted">{t('js.widgetbars.rss.empty')}</p>;
  return (
    <ul className="space-y-2.5">
      {data.items.map((item) => (
        <li key={`${item.link ?? ''}|${item.title}|${item.published_at ?? ''}`} className="text-sm">
          {item.link ? (
            <a
              href={item.link}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="text-ink hover:underline"
            >
              {item.title}
            </a>
          ) : (
            <span className="text-ink">{item.title}</span>
          )}
          {item.published_at ? (
            <p className="text-xs text-muted">
              <time dateTime={item.published_at}>{formatDate(item.published_at, timeZone)}</time>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
};
