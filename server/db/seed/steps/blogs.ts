import { eq } from 'drizzle-orm';
import { channels } from '../../../modules/channels/tables.js';
import { buildArticle, buildBlog } from '../build/blogs.js';
import type { SeedContext } from './context.js';

const DAY_MS = 86_400_000;

/**
 * The Company News blog: four published articles, two in English and two in German, written by the
 * administrator, and a draft only the channel's editors see.
 */
export async function seedBlogs(seed: SeedContext): Promise<void> {
  const [news] = await seed.db.select().from(channels).where(eq(channels.slug, 'company-news')).limit(1);
  if (!news) return;
  const blogId = news.id;
  const authorId = seed.accounts.admin;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
  await buildBlog(seed.db, {
    channelId: blogId,
    title: 'Northwind News',
    description: 'Stories, announcements and people from across Northwind.',
  });
  await buildArticle(seed.db, {
    blogId,
    authorId,
    language: 'en',
    publishedAt: daysAgo(12),
    title: 'Our new office in Hamburg is open',
    teaser: 'After six months of building work, the harbour office welcomes its first teams.',
    html: [
      '<p>On Monday the first forty colleagues moved into our new office at the harbour.</p>',
      '<h2>What is new</h2>',
      '<ul><li>Quiet rooms on every floor</li><li>A canteen with a view of the river</li><li>Bicycle parking for 120 bikes</li></ul>',
      '<p>The <span data-color="blue">open house</span> for families is on the last Friday of the month. 🎉</p>',
    ].join(''),
  });
  await buildArticle(seed.db, {
    blogId,
    authorId,
    language: 'de',
    publishedAt: daysAgo(9),
    title: 'Unser neues Büro in Hamburg ist eröffnet',
    teaser: 'Nach sechs Monaten Umbau begrüßt das Büro am Hafen die ersten Teams.',
    html: [
      '<p>Am Montag sind die ersten vierzig Kolleginnen und Kollegen in unser neues Büro am Hafen gezogen.</p>',
      '<h2>Was neu ist</h2>',
      '<ul><li>Ruheräume auf jeder Etage</li><li>Eine Kantine mit Blick auf die Elbe</li><li>Fahrradstellplätze für 120 Räder</li></ul>',
      '<p>Der <span data-color="blue">Tag der offenen Tür</span> für Familien ist am letzten Freitag des Monats. 🎉</p>',
    ].join(''),
  });
  await buildArticle(seed.db, {
    blogId,
    authorId,
    language: 'en',
    publishedAt: daysAgo(4),
    title: 'Results of the employee survey',
    teaser: 'Thank you to the 812 colleagues who took part. Here is what we learned.',
    html: [
      '<p>Participation was the highest we have ever had.</p>',
      '<table><tbody><tr><th><p>Question</p></th><th><p>Agree</p></th></tr>',
      '<tr><td><p>I know what is expected of me</p></td><td><p>86 %</p></td></tr>',
      '<tr><td><p>I would recommend Northwind</p></td><td><p>79 %</p></td></tr></tbody></table>',
      '<p>The <a href="/pages">handbook</a> explains the next steps.</p>',
    ].join(''),
  });
  await buildArticle(seed.db, {
    blogId,
    authorId,
    language: 'de',
    publishedAt: daysAgo(1),
    title: 'Ergebnisse der Mitarbeiterbefragung',
    teaser: 'Danke an die 812 Kolleginnen und Kollegen, die mitgemacht haben. Das haben wir gelernt.',
    html: [
      '<p>Die Beteiligung war so hoch wie nie zuvor.</p>',
      '<table><tbody><tr><th><p>Frage</p></th><th><p>Zustimmung</p></th></tr>',
      '<tr><td><p>Ich weiß, was von mir erwartet wird</p></td><td><p>86 %</p></td></tr>',
      '<tr><td><p>Ich würde Northwind weiterempfehlen</p></td><td><p>79 %</p></td></tr></tbody></table>',
      '<p>Das <a href="/pages">Handbuch</a> erklärt die nächsten Schritte.</p>',
    ].join(''),
  });
  await buildArticle(seed.db, {
    blogId,
    authorId,
    language: 'en',
    publishedAt: null,
    title: 'Summer party: save the date',
    teaser: 'A draft for the editors.',
    html: '<p>Details follow.</p>',
  });
}
