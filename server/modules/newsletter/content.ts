import { sql } from 'drizzle-orm';
import type { WidgetAppointment } from '../../../contract/my-appointments.js';
import type { NewsletterSection } from '../../../contract/newsletter.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { DigestItem } from '../activities/service.js';
import { digestItems } from '../activities/service.js';
import { upcomingAppointments } from '../appointments/service.js';
import { articlesPublishedBetween, type PublishedArticle } from '../blogs/service.js';
import { subscribedOpenableChannels } from '../channels/service.js';
import {
  type MemberRecord,
  memberContactsByIds,
  memberIdsJoinedBetween,
  visibleMembersByIds,
} from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { ignoredBy } from '../notifications/service.js';

/**
 * What one recipient's newsletter carries, gathered as that member (their visibility keys, groups,
 * subscriptions and ignore list), so nothing of a channel, group or calendar they cannot open appears:
 * new articles of subscribed channels, the most active conversations, upcoming appointments, and the
 * members who joined, each since the previous issue.
 */

const ARTICLES_SHOWN = 10;
const ACTIVITIES_LOOKED_AT = 50;
const ACTIVITIES_SHOWN = 5;
const APPOINTMENTS_SHOWN = 5;
const MEMBERS_LOOKED_AT = 50;
const MEMBERS_SHOWN = 10;
const REPLIES_COUNTED = 20;
const sqlTrue = sql`true`;

export type NewsletterArticle = PublishedArticle & { channelTitle: string };
export type NewsletterMember = { id: string; name: string };

export type NewsletterContent = {
  articles: NewsletterArticle[];
  activities: DigestItem[];
  appointments: WidgetAppointment[];
  members: NewsletterMember[];
};

export const isEmpty = (content: NewsletterContent) =>
  content.articles.length +
    content.activities.length +
    content.appointments.length +
    content.members.length ===
  0;

async function articlesFor(ctx: AppContext, network: NetworkRecord, viewer: Viewer, since: Date, at: Date) {
  if (!network.config.channels_enabled) return [];
  const channels = await subscribedOpenableChannels(ctx, viewer);
  const titles = new Map(channels.map((c) => [c.id, c.title]));
  const found = await articlesPublishedBetween(ctx.db, [...titles.keys()], since, at, ARTICLES_SHOWN);
  return found.map((article) => ({ ...article, channelTitle: titles.get(article.blogId) ?? '' }));
}

/** The conversations of the member's streams with the most replies in the window; then the newest. */
async function activitiesFor(ctx: AppContext, member: MemberRecord, viewer: Viewer, since: Date, at: Date) {
  const items = await digestItems(ctx, viewer, {
    groups: 'all',
    includeNetworkLevel: true,
    changes: 'created_or_updated',
    since,
    until: at,
    excludedAuthors: ignoredBy(ctx.db, member.id),
    // The newsletter keeps no record of items: each issue looks at its own window.
    notYetMailed: () => sqlTrue,
    limit: ACTIVITIES_LOOKED_AT,
    replies: REPLIES_COUNTED,
  });
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.replies.length - a.item.replies.length || a.index - b.index)
    .slice(0, ACTIVITIES_SHOWN)
    .map(({ item }) => item);
}

async function membersFor(ctx: AppContext, network: NetworkRecord, viewer: Viewer, since: Date, at: Date) {
  const joined = await memberIdsJoinedBetween(ctx.db, since, at, MEMBERS_LOOKED_AT);
  const visible = await visibleMembersByIds(
    ctx,
    network,
    viewer,
    joined.filter((id) => id !== viewer.id),
  );
  const contacts = await memberContactsByIds(ctx.db, [...visible.keys()]);
  return joined
    .flatMap((id) => {
      const contact = contacts.get(id);
      return contact ? [{ id, name: `${contact.firstName} ${contact.lastName}`.trim() }] : [];
    })
    .slice(0, MEMBERS_SHOWN);
}

/** The sections the administrator ordered, gathered for one member for the window (since, at]. */
export async function gatherContent(
  ctx: AppContext,
  network: NetworkRecord,
  member: MemberRecord,
  order: readonly NewsletterSection[],
  window: { since: Date; at: Date },
): Promise<NewsletterContent> {
  const viewer: Viewer = {
    id: member.id,
    isExternal: member.isExternal,
    isNetworkAdmin: member.isNetworkAdmin,
  };
  const { since, at } = window;
  const wanted = new Set(order);
  const [articles, activities, appointments, members] = await Promise.all([
    wanted.has('articles') ? articlesFor(ctx, network, viewer, since, at) : [],
    wanted.has('activities') ? activitiesFor(ctx, member, viewer, since, at) : [],
    wanted.has('appointments')
      ? upcomingAppointments(
          ctx.db,
          network,
          { ...viewer, timeZone: member.timeZone },
          { scope: 'all', additionalCalendarIds: [], count: APPOINTMENTS_SHOWN },
          at,
        )
      : [],
    wanted.has('members') ? membersFor(ctx, network, viewer, since, at) : [],
  ]);
  return { articles, activities, appointments, members };
}
