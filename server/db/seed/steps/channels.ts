import { buildChannel, subscribeMembers } from '../build/channels.js';
import { seedCompanyNewsStartPage } from './channel-start-page.js';
import type { SeedContext } from './context.js';

/**
 * Demo channels: the company news for every member, edited by the administrator; the engineering
 * updates meant for the engineering department; a draft the members see only as "not published yet".
 * Internal members subscribe at random, the demo member to the company news.
 */
export async function seedChannels(seed: SeedContext): Promise<void> {
  const admin = seed.accounts.admin;
  const editors = [{ type: 'member' as const, id: admin }];
  const news = await buildChannel(seed.db, {
    slug: 'company-news',
    title: 'Company News',
    description: 'News, announcements and stories from across Northwind.',
    editors,
    createdById: admin,
  });
  const engineeringId = seed.groups.engineering;
  const engineering = await buildChannel(seed.db, {
    slug: 'engineering-updates',
    title: 'Engineering Updates',
    description: 'Releases, incidents and what the engineering teams are working on.',
    audience: engineeringId ? [{ type: 'group', id: engineeringId }] : [],
    editors,
    createdById: admin,
  });
  await buildChannel(seed.db, {
    slug: 'summer-party',
    title: 'Summer Party',
    description: 'Everything about this year’s summer party: programme, travel and photos.',
    status: 'draft',
    editors,
    createdById: admin,
  });
  const staff = seed.people
    .filter((person) => !person.isExternal && !person.locked)
    .map((person) => person.id);
  const readers = staff.filter(() => seed.random.chance(0.5));
  await subscribeMembers(seed.db, news.id, [...new Set([seed.accounts.member, ...readers])]);
  await seedCompanyNewsStartPage(seed, news.id);
  const engineers = seed.people
    .filter((person) => person.department === 'Engineering' && !person.locked)
    .map((person) => person.id);
  await subscribeMembers(seed.db, engineering.id, engineers.slice(0, Math.ceil(engineers.length / 2)));
}
