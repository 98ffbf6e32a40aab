import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkRecord } from '../network/service.js';
import { readableBlog } from './load.js';
import type { ArticleRow } from './present.js';
import { visibleArticle } from './read.js';
import { articles } from './tables.js';

/** An article's texts a translation may replace (translations module): title, teaser and body. */
export type ArticleTexts = {
  language: string;
  /** Who may update the article may also translate it: its blog's writers and editors. */
  canUpdate: boolean;
  texts: Array<{ key: string; format: 'text' | 'html'; text: string }>;
};

/**
 * The article `id` as the viewer may see it (a reader: live ones of a blog they read), with its
 * translatable texts; null otherwise, so the caller answers 404 like every other article route.
 */
export async function translatableArticle(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
): Promise<ArticleTexts | null> {
  if (!/^[0-9a-f]{24}$/.test(id)) return null;
  const [owner] = await ctx.db.select({ blogId: articles.blogId }).from(articles).where(eq(articles.id, id));
  if (!owner) return null;
  if (!network.config.channels_enabled) return null;
  const context = await readableBlog(ctx, ctx.db, viewer, owner.blogId);
  if (!context) return null;
  const row: ArticleRow | null = await visibleArticle(ctx.db, context, id);
  if (!row) return null;
  return {
    language: row.language,
    canUpdate: context.can.update || context.can.create_article,
    texts: [
      { key: 'title', format: 'text' as const, text: row.title },
      { key: 'teaser', format: 'text' as const, text: row.teaser },
      { key: 'html_content', format: 'html' as const, text: row.html },
    ].filter((text) => text.text.trim() !== ''),
  };
}
