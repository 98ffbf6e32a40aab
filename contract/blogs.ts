import { z } from 'zod';
import {
  audienceEntry,
  CHANNEL_AUDIENCE_MAX_ENTRIES,
  channelStatus,
  namedAudienceEntry,
} from './channels.js';
import { language } from './network.js';
import { isoDateTime, queryInteger } from './primitives.js';

/**
 * A channel's blog and its articles (part 1 sections 2.2, 3, 5 to 7). Every channel has exactly one
 * blog, whose id is the channel's id (`channel.blog_id`). Paths are the spec's where it names them.
 */
export const blogPaths = {
  /** GET -> blog; PUT { blog } -> blog. */
  blog: (id: string) => `/blogs/${encodeURIComponent(id)}`,
  /** GET ?page= -> articleList (newest published first; editors also get drafts and scheduled ones). */
  channelArticles: (slug: string) => `/channels/${encodeURIComponent(slug)}/blog/articles`,
  /** POST { article } -> article (a draft). */
  articles: (blogId: string) => `/blogs/${encodeURIComponent(blogId)}/articles`,
  /** GET, PUT { article }, DELETE. */
  article: (blogId: string, id: string) =>
    `/blogs/${encodeURIComponent(blogId)}/articles/${encodeURIComponent(id)}`,
  /** POST { published_at? } -> article. */
  publish: (blogId: string, id: string) =>
    `/blogs/${encodeURIComponent(blogId)}/articles/${encodeURIComponent(id)}/publish`,
  /** POST -> article (a draft again). */
  unpublish: (blogId: string, id: string) =>
    `/blogs/${encodeURIComponent(blogId)}/articles/${encodeURIComponent(id)}/unpublish`,
} as const;

/** Browser paths of the blog pages. */
export const blogPages = {
  list: (channelSlug: string) => `/channels/${encodeURIComponent(channelSlug)}/blog/articles`,
  edit: (blogId: string) => `/blogs/${encodeURIComponent(blogId)}/edit`,
  article: (blogId: string, id: string) =>
    `/blogs/${encodeURIComponent(blogId)}/articles/${encodeURIComponent(id)}`,
  newArticle: (blogId: string) => `/blogs/${encodeURIComponent(blogId)}/articles/new`,
  editArticle: (blogId: string, id: string) =>
    `/blogs/${encodeURIComponent(blogId)}/articles/${encodeURIComponent(id)}/edit`,
} as const;

export const BLOG_TITLE_MAX_LENGTH = 200;
export const BLOG_DESCRIPTION_MAX_LENGTH = 2000;
export const ARTICLE_TITLE_MAX_LENGTH = 200;
export const ARTICLE_TEASER_MAX_LENGTH = 1000;
/** The editor's HTML as sent; the sanitised HTML is never longer. */
export const ARTICLE_CONTENT_MAX_LENGTH = 200_000;
export const ARTICLES_PER_PAGE = 10;

/** Under whose name articles appear: the blog's title or each article's author. */
export const BLOG_PUBLISH_AS = ['blog_title', 'author'] as const;
export const publishAs = z.enum(BLOG_PUBLISH_AS);

/** The spec's message of the blog form's one rule; the server answers the same key. */
export const BLOG_TITLE_REQUIRED = 'js.blog.form.title_required';

const audienceList = z.array(audienceEntry).max(CHANNEL_AUDIENCE_MAX_ENTRIES);

/**
 * Who may write and who may publish articles. An empty audience means the channel's editors; network
 * administrators always may. Everyone named must also be able to open the channel.
 */
export const policySettings = z.object({
  create_and_update: z.object({ permitted_audience: audienceList }),
  publish_and_unpublish: z.object({ permitted_audience: audienceList }),
});
export type PolicySettings = z.infer<typeof policySettings>;

export const blogFields = z.object({
  title: z.string().max(BLOG_TITLE_MAX_LENGTH),
  description: z.string().max(BLOG_DESCRIPTION_MAX_LENGTH),
  publish_as: publishAs,
  policy_settings: policySettings,
});
export type BlogFields = z.infer<typeof blogFields>;

/** PUT /blogs/{id}: the fields sent change; `id` and `parent_id` are accepted as the spec sends them. */
export const updateBlogBody = z.object({
  blog: blogFields.partial().extend({
    id: z.string().max(100).optional(),
    parent_id: z.string().max(100).optional(),
  }),
});
export type UpdateBlogBody = z.input<typeof updateBlogBody>;

const namedAudienceList = z.array(namedAudienceEntry);

export const blog = z.object({
  id: z.string(),
  /** The channel the blog belongs to. */
  parent_id: z.string(),
  title: z.string(),
  description: z.string(),
  publish_as: publishAs,
  /** Only for those who may update the blog: what the form shows. */
  policy_settings: z
    .object({
      create_and_update: z.object({ permitted_audience: namedAudienceList }),
      publish_and_unpublish: z.object({ permitted_audience: namedAudienceList }),
    })
    .nullable(),
  channel: z.object({ id: z.string(), slug: z.string(), title: z.string(), status: channelStatus }),
  can: z.object({ update: z.boolean(), create_article: z.boolean(), publish: z.boolean() }),
});
export type Blog = z.infer<typeof blog>;

/** `scheduled`: published with a `published_at` still to come; readers see it from then on. */
export const ARTICLE_STATES = ['draft', 'scheduled', 'published'] as const;
export const articleState = z.enum(ARTICLE_STATES);
export type ArticleState = z.infer<typeof articleState>;

export const articleSummary = z.object({
  id: z.string(),
  blog_id: z.string(),
  title: z.string(),
  teaser: z.string(),
  /** The article's image with `{size}` for one of the image sizes (e.g. 435x435), or null. */
  image_url: z.string().nullable(),
  image_file_id: z.string().nullable(),
  state: articleState,
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The language the article is written in. */
  language,
  /** The blog's title or the author's name, as the blog's `publish_as` says. */
  byline: z.string(),
  url: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const article = articleSummary.extend({
  /** Sanitised on the server; safe to render. */
  html_content: z.string(),
  /** The stream activity of the published article, whose replies are its comments. */
  activity_id: z.string().nullable(),
  channel: z.object({ slug: z.string(), title: z.string() }),
  can: z.object({ update: z.boolean(), destroy: z.boolean(), publish: z.boolean() }),
});
export type Article = z.infer<typeof article>;

export const articleList = z.object({
  articles: z.array(articleSummary),
  pagination: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
  blog,
});
export type ArticleList = z.infer<typeof articleList>;

export const articleListQuery = z.object({ page: queryInteger(1, 100_000).default(1) });

export const articleFields = z.object({
  title: z.string().max(ARTICLE_TITLE_MAX_LENGTH),
  teaser: z.string().max(ARTICLE_TEASER_MAX_LENGTH),
  /** An own upload (`POST /api/storage/images`) to become the image; null removes it. */
  image_file_id: z.string().max(100).nullable(),
  html_content: z.string().max(ARTICLE_CONTENT_MAX_LENGTH),
  language,
});
export type ArticleFields = z.infer<typeof articleFields>;

export const createArticleBody = z.object({
  article: articleFields.extend({
    teaser: articleFields.shape.teaser.default(''),
    image_file_id: articleFields.shape.image_file_id.default(null),
    html_content: articleFields.shape.html_content.default(''),
    language: language.default('en'),
  }),
});
export type CreateArticleBody = z.input<typeof createArticleBody>;

export const updateArticleBody = z.object({ article: articleFields.partial() });
export type UpdateArticleBody = z.input<typeof updateArticleBody>;

/** POST …/publish: now, or at a later instant (scheduled). */
export const publishArticleBody = z.object({ published_at: isoDateTime({ offset: true }).optional() });
export type PublishArticleBody = z.input<typeof publishArticleBody>;

/** The editor's named text colours (part 1 section 9: 13); stored as `<span data-color="name">`. */
export const EDITOR_COLORS = [
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'teal',
  'cyan',
  'blue',
  'indigo',
  'purple',
  'pink',
  'gray',
] as const;
export type EditorColor = (typeof EDITOR_COLORS)[number];

/** The editor's emoji picker (part 1 section 9: 16). */
export const EDITOR_EMOJI = [
  '😀',
  '😂',
  '😊',
  '😍',
  '🤔',
  '😮',
  '😢',
  '👍',
  '👏',
  '🙏',
  '🎉',
  '❤️',
  '🔥',
  '🚀',
  '✅',
  '⚠️',
] as const;

/** Headings 1-5 of the editor are h2-h6 of the page: the article's title is its h1. */
export const ARTICLE_HEADING_LEVELS = [2, 3, 4, 5, 6] as const;
