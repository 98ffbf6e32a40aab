import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { blogPages } from '../../../contract/blogs';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { useBlog, useUpdateBlog } from './api';
import { BlogForm } from './blog-form';

/** /blogs/{id}/edit: for those who may update the blog; everyone else finds nothing here. */
export const BlogEditPage = () => {
  const { t } = useTranslation();
  const { blogId = '' } = useParams();
  const query = useBlog(blogId);
  const update = useUpdateBlog(blogId);
  useDocumentTitle(t('js.blogs.edit_blog'));
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  const blog = query.data;
  if (!blog.can.update || !blog.policy_settings) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">
        {t('js.blogs.edit_blog_of', { channel: blog.channel.title })}
      </h1>
      <BlogForm
        initial={{
          title: blog.title,
          description: blog.description,
          publish_as: blog.publish_as,
          writers: blog.policy_settings.create_and_update.permitted_audience,
          publishers: blog.policy_settings.publish_and_unpublish.permitted_audience,
        }}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync({
            blog: { id: blog.id, parent_id: blog.parent_id, ...values },
          });
          toast.success(t('js.saving_successful'));
          return blogPages.list(saved.channel.slug);
        }}
      />
    </div>
  );
};

export { BlogEditPage as Component };
