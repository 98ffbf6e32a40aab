import { Newspaper, Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { type ArticleSummary, blogPages } from '../../../contract/blogs';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { buttonClasses } from '../../ui/button';
import { Pagination } from '../../ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';
import { LanguageSelector, useReadingLanguage, withLanguage } from '../translations';
import { useArticles } from './api';
import { ArticleMeta } from './article-meta';

/** A reading language chosen on the channel (`?lng=`) goes along to the article. */
const ArticleCard = ({ article, lng }: { article: ArticleSummary; lng: string | null }) => (
  <li className="flex gap-4 rounded-xl border border-border bg-surface p-4">
    {article.image_url ? (
      <img
        src={article.image_url.replace('{size}', '200x200')}
        alt=""
        className="size-24 shrink-0 rounded-lg object-cover"
        loading="lazy"
      />
    ) : null}
    <div className="min-w-0 flex-1 space-y-1">
      <h2 className="text-lg font-semibold text-ink" lang={article.language.slice(0, 2)}>
        <Link to={withLanguage(article.url, lng)} className="hover:underline">
          {article.title}
        </Link>
      </h2>
      <ArticleMeta article={article} />
      {article.teaser ? (
        <p className="line-clamp-3 text-ink" lang={article.language.slice(0, 2)}>
          {article.teaser}
        </p>
      ) : null}
    </div>
  </li>
);

/** /channels/{slug}/blog/articles?page: the channel's blog, newest published first. */
export const ArticlesPage = () => {
  const { t } = useTranslation();
  const { channelSlug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useArticles(channelSlug, page);
  const lng = useReadingLanguage();
  useDocumentTitle(query.data?.blog.title ?? t('js.blogs.blog'));

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  const { articles, pagination } = query.data;
  const current = query.data.blog;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="flex flex-wrap items-start gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted">
            <Link
              to={withLanguage(`/channels/${encodeURIComponent(current.channel.slug)}`, lng)}
              className="hover:underline"
            >
              {current.channel.title}
            </Link>
          </p>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{current.title}</h1>
          {current.description ? (
            <p className="mt-1 whitespace-pre-line text-muted">{current.description}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <LanguageSelector />
          {current.can.update ? (
            <Link to={blogPages.edit(current.id)} className={buttonClasses('secondary', 'sm')}>
              <Pencil aria-hidden className="size-4" />
              {t('js.blogs.edit_blog')}
            </Link>
          ) : null}
          {current.can.create_article ? (
            <Link to={blogPages.newArticle(current.id)} className={buttonClasses('primary', 'sm')}>
              <Plus aria-hidden className="size-4" />
              {t('js.blogs.add_article')}
            </Link>
          ) : null}
        </div>
      </header>
      {articles.length === 0 ? (
        <EmptyState icon={<Newspaper aria-hidden className="size-6" />} title={t('js.blogs.no_articles')} />
      ) : (
        <ul className="space-y-4" aria-label={t('js.blogs.articles')}>
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} lng={lng} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={Math.ceil(pagination.total / pagination.per_page)}
        onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    </div>
  );
};

export { ArticlesPage as Component };
