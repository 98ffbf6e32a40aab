import { Navigate, useParams } from 'react-router';
import { blogPages } from '../../../contract/blogs';
import { isApiError } from '../../app/api/client';
import { ErrorState, LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';
import { useBlog } from './api';

/** /blogs/{id} (links from messages and search): the blog's articles under its channel. */
export const BlogRedirectPage = () => {
  const { blogId = '' } = useParams();
  const query = useBlog(blogId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <Navigate to={blogPages.list(query.data.channel.slug)} replace />;
};

export { BlogRedirectPage as Component };
