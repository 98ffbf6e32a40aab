import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { blogPages } from '../../../contract/blogs';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button, buttonClasses } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import {
  applyTranslation,
  LanguageSelector,
  useContentTranslation,
  useReadingLanguage,
  useTranslationFailureToast,
  withLanguage,
} from '../translations';
import { useArticle, useDeleteArticle, usePublishArticle } from './api';
import { ArticleMeta } from './article-meta';
import './article-content.css';

/** /blogs/{blogId}/articles/{id}: the article, its comments (the activity's replies) and its tools. */
export const ArticlePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { blogId = '', articleId = '' } = useParams();
  const query = useArticle(blogId, articleId);
  const publish = usePublishArticle(blogId);
  const remove = useDeleteArticle(blogId);
  const [confirming, setConfirming] = useState(false);
  const lng = useReadingLanguage();
  const translation = useContentTranslation(lng, 'article', articleId);
  useTranslationFailureToast(translation.error);
  useDocumentTitle(query.data?.title ?? t('js.blogs.article'));

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  const original = query.data;
  // A chosen language (`?lng=`) shows the article's translation where it has one (part 1 section 2.2).
  const article = applyTranslation(original, translation.data?.fields);
  const translated = translation.data !== undefined && Object.keys(translation.data.fields).length > 0;
  const lang = translated && lng ? lng.toLowerCase() : original.language.slice(0, 2);
  const list = withLanguage(blogPages.list(article.channel.slug), lng);
  const togglePublished = () =>
    publish.mutate(
      { id: article.id, publish: article.state === 'draft' },
      {
        onSuccess: (saved) =>
          toast.success(
            t(saved.state === 'draft' ? 'js.blogs.unpublished_toast' : 'js.blogs.published_toast'),
          ),
        onError: (error) => toast.error(error.message || t('js.generic_error')),
      },
    );
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">
            <Link to={list} className="hover:underline">
              {article.channel.title}
            </Link>
          </p>
          <LanguageSelector />
        </div>
        <h1 className="text-3xl font-semibold tracking-tight text-ink" lang={lang}>
          {article.title}
        </h1>
        <ArticleMeta article={article} />
        {article.can.update || article.can.publish || article.can.destroy ? (
          <div className="flex flex-wrap gap-2 pt-2">
            {article.can.update ? (
              <Link
                to={blogPages.editArticle(article.blog_id, article.id)}
                className={buttonClasses('secondary', 'sm')}
              >
                <Pencil aria-hidden className="size-4" />
                {t('js.blogs.edit_article')}
              </Link>
            ) : null}
            {article.can.publish ? (
              <Button size="sm" onClick={togglePublished} loading={publish.isPending}>
                {t(article.state === 'draft' ? 'js.blogs.publish_now' : 'js.blogs.unpublish')}
              </Button>
            ) : null}
            {article.can.destroy ? (
              <Button
                size="sm"
                variant="danger"
                icon={<Trash2 aria-hidden className="size-4" />}
                onClick={() => setConfirming(true)}
              >
                {t('js.blogs.delete_article')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>
      {article.image_url ? (
        <img
          src={article.image_url.replace('{size}', '1920x1200')}
          alt=""
          className="max-h-96 w-full rounded-xl object-cover"
        />
      ) : null}
      {article.teaser ? (
        <p className="text-lg text-ink" lang={lang}>
          {article.teaser}
        </p>
      ) : null}
      <div lang={lang}>
        <SanitizedHtml html={article.html_content} className="article-content" />
      </div>
      {article.activity_id ? (
        <p>
          <Link
            to={`/activities/${encodeURIComponent(article.activity_id)}`}
            className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
          >
            <MessageSquare aria-hidden className="size-4" />
            {t('js.blogs.comments')}
          </Link>
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('js.blogs.delete_confirm_title')}
        description={t('js.blogs.delete_confirm', { title: article.title })}
        confirmLabel={t('js.blogs.delete_article')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(article.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('js.delete_successful'));
              navigate(list);
            },
            onError: (error) => toast.error(error.message || t('js.generic_error')),
          })
        }
      />
    </article>
  );
};

export { ArticlePage as Component };
