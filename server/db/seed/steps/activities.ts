import { and, eq, inArray } from 'drizzle-orm';
import { networkStreamKeys } from '../../../modules/activities/policy.js';
import { ensureGroupStream, networkStreamBySlug } from '../../../modules/activities/streams.js';
import { activities, activityLikes, activityReplies } from '../../../modules/activities/tables.js';
import { groupContentKeys } from '../../../modules/groups/policy.js';
import { changeActivityCount } from '../../../modules/groups/service.js';
import { groupMemberships, groups } from '../../../modules/groups/tables.js';
import { ensureTags, setTaggings } from '../../../modules/tags/service.js';
import type { SeedContext } from './context.js';

const HOUR = 60 * 60 * 1000;

/** Posts of the `all` stream: news, questions and small talk; `@` names a colleague mentioned. */
const NETWORK_POSTS = [
  'Welcome to our new intranet! Share news, ask questions and find colleagues here. #Welcome',
  'The canteen serves a new vegetarian menu every Wednesday from next week on. #Canteen',
  'Reminder: the quarterly all-hands meeting is on Thursday at 10:00 in the main hall. #AllHands',
  'Does anyone have a spare HDMI adapter for the meeting room on the second floor?',
  'Our customer satisfaction survey results are in: 92 % would recommend us. Thank you all! #Customers',
  'The parking garage will be closed on Saturday for maintenance.',
  'Please welcome our new colleagues in Sales and Engineering this month! #Welcome',
  'Summer party planning has started: who wants to help with decorations? #SummerParty',
  'IT notice: please restart your laptops tonight to finish the security update. #IT',
  'Great job on the trade fair, team. We collected over 300 new contacts! #Sales',
  'The new coffee machine on the third floor makes oat milk cappuccino now.',
  'Tip: you can follow or unfollow any stream to keep your start page focused.',
];

/** Posts per group slug. */
const GROUP_POSTS: Record<string, string[]> = {
  'all-staff': [
    'Holiday schedule for December is online in the HR folder. #Holidays',
    'The office will close early on Friday for the team event.',
  ],
  engineering: [
    'Release 4.2 is out: faster search and a new dark mode. #Release',
    'Code freeze starts Monday. Please merge your open reviews by Friday.',
    'Post-mortem of last week’s outage is ready for review. #Incident',
  ],
  'running-club': [
    'Sunday run: 10 km along the river, meeting at 9:00 at the bridge. #Running',
    'Who is joining the city half marathon in spring?',
  ],
  'website-relaunch': [
    'The new design drafts are ready for feedback. #Relaunch',
    'Content migration is 80 % done; product pages are next.',
  ],
  'human-resources': ['Salary review meetings start in two weeks; agendas follow. #HR'],
};

const REPLIES = [
  'Thanks for sharing!',
  'Great news 🎉',
  'Count me in.',
  'Good to know, thank you.',
  'I have one, I will bring it over.',
  'Looking forward to it!',
  'Could you add the details to the calendar?',
  'Well done, everyone.',
];

type Stream = { id: string; keys: string[]; groupId: string | null; authors: string[] };

/** A few weeks of posts in the network and group streams, with replies, likes, mentions and tags. */
export async function seedActivities(seed: SeedContext): Promise<void> {
  const { db, random } = seed;
  const staff = seed.people.filter((p) => !p.isExternal && !p.locked).map((p) => p.id);
  const all = await networkStreamBySlug(db, 'all');
  if (!all) throw new Error('seed: all stream missing');
  const streams: { stream: Stream; texts: string[] }[] = [
    {
      stream: { id: all.id, keys: networkStreamKeys('all'), groupId: null, authors: staff },
      texts: NETWORK_POSTS,
    },
  ];
  const slugs = Object.keys(GROUP_POSTS).filter((slug) => seed.groups[slug]);
  const groupRows = await db.select().from(groups).where(inArray(groups.slug, slugs));
  for (const group of groupRows) {
    const members = await db
      .select({ id: groupMemberships.memberId })
      .from(groupMemberships)
      .where(and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.status, 'member')));
    const authors = members.map((m) => m.id).filter((id) => staff.includes(id));
    if (authors.length === 0) continue;
    const stream = await ensureGroupStream(db, group.id);
    streams.push({
      stream: { id: stream.id, keys: groupContentKeys(group), groupId: group.id, authors },
      texts: GROUP_POSTS[group.slug] ?? [],
    });
  }
  for (const { stream, texts } of streams) {
    for (const [index, text] of texts.entries()) {
      // Spread over three weeks, the first text the oldest.
      const hoursAgo = Math.round(((texts.length - index) / texts.length) * 21 * 24) - random.int(0, 10);
      await seedPost(seed, stream, text, new Date(Date.now() - Math.max(1, hoursAgo) * HOUR));
    }
  }
}

async function seedPost(seed: SeedContext, stream: Stream, text: string, createdAt: Date) {
  const { db, random } = seed;
  const authorId = random.pick(stream.authors);
  const mentioned = random.chance(0.3) ? [random.pick(stream.authors.filter((id) => id !== authorId))] : [];
  const mentionIds = mentioned.filter((id): id is string => id !== undefined);
  const repliers = random.sample(
    stream.authors.filter((id) => id !== authorId),
    random.int(0, 3),
  );
  const likers = random.sample(stream.authors, random.int(0, Math.min(6, stream.authors.length)));
  const [row] = await db
    .insert(activities)
    .values({
      streamId: stream.id,
      authorId,
      html: `<p>${escapeHtml(text)}</p>`,
      plain: text,
      mentionIds,
      visibility: stream.keys,
      replyCount: repliers.length,
      likeCount: likers.length,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: activities.id });
  if (!row) throw new Error('seed: activity not written');
  const hashtags = [...text.matchAll(/#(\w+)/g)].map((m) => m[1] as string);
  const tags = await ensureTags(db, { id: authorId, isExternal: false, isNetworkAdmin: false }, hashtags);
  await setTaggings(
    db,
    { type: 'activity', id: row.id },
    tags.map((tag) => tag.id),
    stream.keys,
  );
  for (const [index, replierId] of repliers.entries()) {
    const at = new Date(createdAt.getTime() + (index + 1) * HOUR);
    const reply = random.pick(REPLIES);
    await db.insert(activityReplies).values({
      activityId: row.id,
      authorId: replierId,
      html: `<p>${reply}</p>`,
      plain: reply,
      createdAt: at,
    });
  }
  if (likers.length > 0) {
    await db
      .insert(activityLikes)
      .values(likers.map((memberId) => ({ activityId: row.id, memberId, createdAt })));
  }
  if (stream.groupId) await changeActivityCount(db, stream.groupId, 1);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
