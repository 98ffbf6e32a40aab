import { and, eq, inArray } from 'drizzle-orm';
import { articles } from '../../../modules/blogs/tables.js';
import { channels } from '../../../modules/channels/tables.js';
import { buildTranslation } from '../build/translations.js';
import type { SeedContext } from './context.js';

/**
 * Manual translations of the Company News channel: its title and description in German and English,
 * and each article of the blog written in one language in the other (the pairs of the blog step are
 * the same story told twice, so each is the other's translation).
 */
const PAIRS: Array<[english: string, german: string]> = [
  ['Our new office in Hamburg is open', 'Unser neues Büro in Hamburg ist eröffnet'],
  ['Results of the employee survey', 'Ergebnisse der Mitarbeiterbefragung'],
];

export async function seedTranslations(seed: SeedContext): Promise<void> {
  const [news] = await seed.db.select().from(channels).where(eq(channels.slug, 'company-news')).limit(1);
  if (!news) return;
  await buildTranslation(seed.db, {
    subjectType: 'channel',
    subjectId: news.id,
    language: 'DE',
    fields: {
      title: 'Firmennachrichten',
      description: 'Neuigkeiten, Ankündigungen und Geschichten aus ganz Northwind.',
    },
  });
  const rows = await seed.db
    .select()
    .from(articles)
    .where(and(eq(articles.blogId, news.id), inArray(articles.title, PAIRS.flat())));
  const byTitle = new Map(rows.map((row) => [row.title, row]));
  for (const [english, german] of PAIRS) {
    const en = byTitle.get(english);
    const de = byTitle.get(german);
    if (!en || !de) continue;
    const texts = (row: typeof en) => ({ title: row.title, teaser: row.teaser, html_content: row.html });
    await buildTranslation(seed.db, {
      subjectType: 'article',
      subjectId: en.id,
      language: 'DE',
      fields: texts(de),
    });
    await buildTranslation(seed.db, {
      subjectType: 'article',
      subjectId: de.id,
      language: 'EN-GB',
      fields: texts(en),
    });
  }
}
