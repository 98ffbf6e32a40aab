import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Article,
  type ArticleList,
  type Blog,
  blogPaths,
  type CreateArticleBody,
  type PublishArticleBody,
  type UpdateArticleBody,
  type UpdateBlogBody,
} from '../../../contract/blogs';
import { apiFetch, isApiError } from '../../app/api/client';

/** Query keys of blogs; every write refreshes the blog's lists. */
export const blogKeys = {
  all: ['blogs'] as const,
  blog: (id: string) => ['blogs', 'blog', id] as const,
  list: (slug: string, page: number) => ['blogs', 'list', slug, page] as const,
  article: (blogId: string, id: string) => ['blogs', 'article', blogId, id] as const,
};

const noRetryOn404 = (count: number, error: unknown) =>
  count < 2 && !(isApiError(error) && error.status === 404);

/** GET /blogs/{id}. */
export const useBlog = (id: string) =>
  useQuery({
    queryKey: blogKeys.blog(id),
    queryFn: ({ signal }) => apiFetch<Blog>(blogPaths.blog(id), { signal }),
    retry: noRetryOn404,
  });

/** GET /channels/{slug}/blog/articles?page. */
export const useArticles = (slug: string, page: number) =>
  useQuery({
    queryKey: blogKeys.list(slug, page),
    queryFn: ({ signal }) =>
      apiFetch<ArticleList>(`${blogPaths.channelArticles(slug)}?page=${page}`, { signal }),
    retry: noRetryOn404,
    placeholderData: keepPreviousData,
  });

/** GET /blogs/{blogId}/articles/{id}. */
export const useArticle = (blogId: string, id: string) =>
  useQuery({
    queryKey: blogKeys.article(blogId, id),
    queryFn: ({ signal }) => apiFetch<Article>(blogPaths.article(blogId, id), { signal }),
    retry: noRetryOn404,
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return (article?: Article) => {
    if (article) queryClient.setQueryData(blogKeys.article(article.blog_id, article.id), article);
    void queryClient.invalidateQueries({ queryKey: ['blogs', 'list'] });
  };
};

/** PUT /blogs/{id}. */
export const useUpdateBlog = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBlogBody) => apiFetch<Blog>(blogPaths.blog(id), { method: 'PUT', body }),
    onSuccess: (blog) => {
      queryClient.setQueryData(blogKeys.blog(id), blog);
      void queryClient.invalidateQueries({ queryKey: ['blogs', 'list'] });
    },
  });
};

/** POST /blogs/{blogId}/articles, under one Idempotency-Key per submit. */
export const useCreateArticle = (blogId: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateArticleBody) =>
      apiFetch<Article>(blogPaths.articles(blogId), { method: 'POST', body, idempotent: true }),
    onSuccess: refresh,
  });
};

/** PUT /blogs/{blogId}/articles/{id}. */
export const useUpdateArticle = (blogId: string, id: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateArticleBody) =>
      apiFetch<Article>(blogPaths.article(blogId, id), { method: 'PUT', body }),
    onSuccess: refresh,
  });
};

/** POST …/publish (now or at `published_at`) and …/unpublish. */
export const usePublishArticle = (blogId: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, publish, body }: { id: string; publish: boolean; body?: PublishArticleBody }) =>
      apiFetch<Article>(publish ? blogPaths.publish(blogId, id) : blogPaths.unpublish(blogId, id), {
        method: 'POST',
        body: body ?? {},
      }),
    onSuccess: refresh,
  });
};

/** DELETE /blogs/{blogId}/articles/{id}. */
export const useDeleteArticle = (blogId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(blogPaths.article(blogId, id), { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: blogKeys.article(blogId, id) });
      void queryClient.invalidateQueries({ queryKey: ['blogs', 'list'] });
    },
  });
};
