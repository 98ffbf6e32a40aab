import { useTranslation } from 'react-i18next';
import type { LinkAttachment } from '../types';
import { MarkdownLink } from './markdown-link';

/** A link attachment of a sent message: picture, title and description (hidden ones are skipped). */
export const LinkPreviewCard = ({
  link,
}: {
  link: Pick<LinkAttachment, 'url' | 'title' | 'description' | 'image_url'> & {
    loading?: boolean;
    error?: string | null;
  };
}) => {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex max-w-md gap-3 overflow-hidden rounded-lg border border-border bg-surface p-2">
      {link.image_url ? (
        <img src={link.image_url} alt="" className="size-16 shrink-0 rounded object-cover" loading="lazy" />
      ) : null}
      <div className="min-w-0 text-sm">
        <MarkdownLink href={link.url}>{link.title || link.url}</MarkdownLink>
        {link.loading ? <p className="text-xs text-muted">{t('js.chat.crawl.loading')}</p> : null}
        {link.error ? <p className="text-xs text-danger">{link.error}</p> : null}
        {link.description ? <p className="line-clamp-2 text-xs text-muted">{link.description}</p> : null}
      </div>
    </div>
  );
};
