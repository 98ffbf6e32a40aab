/**
 * Blogs and articles (part 1 sections 2.2 to 7): each channel's blog, its settings and its articles.
 * What other modules may use: the owner and search names, and the readers' articles of a blog.
 */
export { ARTICLE_SEARCH_MODULE, ARTICLE_SUBJECT } from './present.js';
export { articlesPublishedBetween, type PublishedArticle } from './published-between.js';
export { listArticles, showArticle } from './read.js';
export { showBlog, updateBlog } from './settings.js';
/** For translations: an article the viewer may see, with its texts (null when not). */
export { type ArticleTexts, translatableArticle } from './translatable.js';
export { createArticle, deleteArticle, publishArticle, unpublishArticle, updateArticle } from './write.js';
