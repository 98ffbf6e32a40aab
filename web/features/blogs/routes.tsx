import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadBlogsStrings } from './strings';

type PageName = keyof typeof import('./pages');

const page = (name: PageName) =>
  withStrings(
    loadBlogsStrings,
    async (): Promise<{ Component: ComponentType }> => (await import('./pages'))[name](),
  );

/** A channel's blog (part 1 section 2.2): its articles, an article, the blog form and the article editors. */
export const blogsRoutes: RouteObject[] = [
  { path: 'channels/:channelSlug/blog', lazy: page('articles') },
  { path: 'channels/:channelSlug/blog/articles', lazy: page('articles') },
  { path: 'blogs/:blogId', lazy: page('blogRedirect') },
  { path: 'blogs/:blogId/edit', lazy: page('editBlog') },
  { path: 'blogs/:blogId/articles/new', lazy: page('newArticle') },
  { path: 'blogs/:blogId/articles/:articleId', lazy: page('article') },
  { path: 'blogs/:blogId/articles/:articleId/edit', lazy: page('editArticle') },
];
