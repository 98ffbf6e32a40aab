import { prepareArticleContent } from '../../../modules/blogs/content.js';
import { articles, blogs } from '../../../modules/blogs/tables.js';
import type { Db, Tx } from '../../client.js';

export type ArticleSeed = {
  blogId: string;
  title: string;
  teaser?: string;
  html: string;
  language: 'de' | 'de_DU' | 'en' | 'es' | 'fr';
  authorId: string | null;
  /** Null for a draft. */
  publishedAt: Date | null;
};

/**
 * An article row with its text cleaned as the article editor's save cleans it (blogs/content.ts);
 * shared by the demo seed and the test factories. No activity: the demo's stream has its own posts.
 */
export async function buildArticle(db: Db | Tx, seed: ArticleSeed) {
  const content = prepareArticleContent(seed.html);
  const [row] = await db
    .insert(articles)
    .values({
      blogId: seed.blogId,
      title: seed.title,
      teaser: seed.teaser ?? '',
      html: content.html,
      plain: content.plain,
      language: seed.language,
      status: seed.publishedAt ? 'published' : 'draft',
      publishedAt: seed.publishedAt,
      authorId: seed.authorId,
    })
    .returning();
  if (!row) throw new Error('article not stored');
  return row;
}

/** The saved settings of a channel's blog (without a row it answers its defaults). */
export async function buildBlog(
  db: Db | Tx,
  seed: { channelId: string; title: string; description?: string; publishAs?: 'blog_title' | 'author' },
) {
  await db.insert(blogs).values({
    id: seed.channelId,
    title: seed.title,
    description: seed.description ?? '',
    publishAs: seed.publishAs ?? 'blog_title',
  });
}
