import { Feed } from 'feed';
import type { AppContext } from '../../platform/context.js';
import { unauthorized } from '../../platform/errors.js';
import { memberByAuthenticationToken } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { streamPage } from './read.js';
import { activityUrl } from './write.js';

/** How many of the newest activities a feed carries; readers keep what they have seen. */
export const FEED_ENTRIES = 50;
const TITLE_LENGTH = 80;

/**
 * GET /groups/{slug}/activities.atom?token= and /activitystreams/{slug}/activities.atom?token=: the
 * stream as the token's member sees it, as Atom. A missing, revoked or changed token answers 401; a
 * stream the member may not see answers 404, as on its page.
 */
export async function activityFeed(
  ctx: AppContext,
  network: NetworkRecord,
  token: string | undefined,
  slug: string,
): Promise<string> {
  const owner = await memberByAuthenticationToken(ctx.db, token);
  if (!owner) throw unauthorized();
  const page = await streamPage(ctx, network, owner, slug, { per: FEED_ENTRIES });
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  const streamUrl = `${base}${page.stream.kind === 'group' ? `/groups/${page.stream.slug}/activities` : `/activitystreams/${page.stream.slug}`}`;
  const newest = page.activities[0];
  const feed = new Feed({
    id: streamUrl,
    title: `${page.stream.name} · ${network.name}`,
    link: streamUrl,
    updated: newest ? new Date(newest.created_at) : new Date(0),
    generator: false,
    copyright: network.name,
  });
  for (const activity of page.activities) {
    const text = activity.object ? activity.object.name : activity.html_content.replace(/<[^>]*>/g, ' ');
    const title = text.replace(/\s+/g, ' ').trim().slice(0, TITLE_LENGTH) || activity.stream.name;
    const objectLink = activity.object
      ? `<p><a href="${base}${encodeURI(activity.object.url)}">${escapeHtml(activity.object.name)}</a></p>`
      : '';
    feed.addItem({
      id: `${base}${activityUrl(activity.id)}`,
      title,
      link: `${base}${activityUrl(activity.id)}`,
      date: new Date(activity.created_at),
      content: `${activity.html_content}${objectLink}`,
      author: activity.author ? [{ name: activity.author.displayName }] : undefined,
    });
  }
  return feed.atom1();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
