import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { blogPages } from '../../../contract/blogs';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { LazyTranslationEditor } from '../translations';
import { useArticle, useBlog, useCreateArticle, usePublishArticle, useUpdateArticle } from './api';
import { ArticleForm, type ArticleSubmit } from './article-form';

const failed = (error: unknown) => isApiError(error) && error.status === 404;

/** /blogs/{blogId}/articles/new: for the blog's permitted writers. */
export const NewArticlePage = () => {
  const { t, i18n } = useTranslation();
  const { blogId = '' } = useParams();
  const blog = useBlog(blogId);
  const create = useCreateArticle(blogId);
  const publish = usePublishArticle(blogId);
  useDocumentTitle(t('js.blogs.add_article'));
  if (blog.isPending) return <LoadingState />;
  if (blog.isError)
    return failed(blog.error) ? <NotFoundPage /> : <ErrorState onRetry={() => void blog.refetch()} />;
  if (!blog.data.can.create_article) return <NotFoundPage />;
  const locale = i18n.language;
  const save = async ({ fields, publish: when }: ArticleSubmit) => {
    const created = await create.mutateAsync({ article: fields });
    if (when) {
      try {
        await publish.mutateAsync({
          id: created.id,
          publish: true,
          body: when.at ? { published_at: when.at.toISOString() } : {},
        });
      } catch {
        // The draft exists: go to it rather than let a second submit write it twice.
        toast.error(t('js.blogs.publish_failed'));
        return blogPages.article(blogId, created.id);
      }
    }
    toast.success(t('js.saving_successful'));
    return blogPages.article(blogId, created.id);
  };
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">
        {t('js.blogs.new_article_in', { blog: blog.data.title })}
      </h1>
      <ArticleForm
        initial={{
          title: '',
          teaser: '',
          image_file_id: null,
          image_url: null,
          html_content: '',
          language: (['de', 'de_DU', 'en', 'es', 'fr'] as const).find((code) => code === locale) ?? 'en',
        }}
        canPublish={blog.data.can.publish}
        published={false}
        onSubmit={save}
      />
    </div>
  );
};

/** /blogs/{blogId}/articles/{id}/edit: for the blog's permitted writers. */
export const EditArticlePage = () => {
  const { t } = useTranslation();
  const { blogId = '', articleId = '' } = useParams();
  const query = useArticle(blogId, articleId);
  const update = useUpdateArticle(blogId, articleId);
  const publish = usePublishArticle(blogId);
  useDocumentTitle(t('js.blogs.edit_article'));
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return failed(query.error) ? <NotFoundPage /> : <ErrorState onRetry={() => void query.refetch()} />;
  const article = query.data;
  if (!article.can.update) return <NotFoundPage />;
  const save = async ({ fields, publish: when }: ArticleSubmit) => {
    await update.mutateAsync({ article: fields });
    if (when) {
      await publish.mutateAsync({
        id: article.id,
        publish: true,
        body: when.at ? { published_at: when.at.toISOString() } : {},
      });
    }
    toast.success(t('js.saving_successful'));
    return blogPages.article(blogId, article.id);
  };
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.blogs.edit_article')}</h1>
      <ArticleForm
        initial={{
          title: article.title,
          teaser: article.teaser,
          image_file_id: article.image_file_id,
          image_url: article.image_url,
          html_content: article.html_content,
          language: article.language,
        }}
        canPublish={article.can.publish}
        published={article.state !== 'draft'}
        onSubmit={save}
      />
      <Suspense fallback={null}>
        <LazyTranslationEditor type="article" id={article.id} />
      </Suspense>
    </div>
  );
};
