import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '../../../contract/blogs';
import { formatDateTime } from '../../i18n/dates';
import { Badge } from '../../ui/badge';

/** Byline, date and, for editors, whether it is a draft or scheduled. */
export const ArticleMeta = ({ article }: { article: ArticleSummary }) => {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
      <span>{article.byline}</span>
      {article.published_at ? (
        <time dateTime={article.published_at}>{formatDateTime(article.published_at)}</time>
      ) : null}
      {article.state !== 'published' ? (
        <Badge tone={article.state === 'draft' ? 'neutral' : 'warning'}>
          {t(`js.blogs.state.${article.state}`)}
        </Badge>
      ) : null}
    </p>
  );
};
