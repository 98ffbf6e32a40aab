/** The blog pages, each in its own chunk; routes.tsx imports only this module. */
export const articles = () => import('./articles-page');
export const article = () => import('./article-page');
export const blogRedirect = () => import('./blog-redirect-page');
export const editBlog = () => import('./blog-edit-page');
export const newArticle = () =>
  import('./article-editor-pages').then((m) => ({ Component: m.NewArticlePage }));
export const editArticle = () =>
  import('./article-editor-pages').then((m) => ({ Component: m.EditArticlePage }));
