import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { CHAT_MESSAGE_OWNER } from '../../../modules/chat/messages.js';
import { chatMessages, chatParticipants, chatStatuses, chats } from '../../../modules/chat/tables.js';
import { groupMemberships } from '../../../modules/groups/tables.js';
import { newId } from '../../../platform/ids.js';
import { buildFile } from '../build/files.js';
import type { SeedContext } from './context.js';

/**
 * Lively chats for the demo: Alex Admin and Sam Member talk to each other and to colleagues, and the
 * Engineering and ERP Migration groups chat among themselves. Spread over the last days; a few
 * messages stay unread for the demo member, one carries an image. Written as the send use case would
 * store them (gapless seq, last message, participants' read positions).
 */
type Line = { from: string; text: string; minutesAgo: number; image?: boolean };

const HOUR = 60;
const DAY = 24 * HOUR;

/** Direct chats with the partner's person key; `unreadFor` leaves the last messages of others unread. */
const DIRECT: { a: string; b: string; unreadForB?: number; lines: Line[] }[] = [
  {
    a: 'admin',
    b: 'member',
    unreadForB: 2,
    lines: [
      {
        from: 'admin',
        text: 'Morning Sam! Do you have a minute for the Q3 planning deck?',
        minutesAgo: 3 * DAY + 40,
      },
      { from: 'member', text: 'Sure, after stand-up. Which slides?', minutesAgo: 3 * DAY + 32 },
      {
        from: 'admin',
        text: 'Mostly the **hiring** part, numbers changed since Monday.',
        minutesAgo: 3 * DAY + 30,
      },
      { from: 'member', text: 'Got it, I will update them before lunch 👍', minutesAgo: 3 * DAY + 25 },
      { from: 'member', text: 'Done, it is in the Engineering files.', minutesAgo: 2 * DAY + 5 * HOUR },
      { from: 'admin', text: 'Thanks, looks great!', minutesAgo: 2 * DAY + 4 * HOUR },
      { from: 'admin', text: 'Could you also review the onboarding checklist today?', minutesAgo: 50 },
      { from: 'admin', text: 'No rush, end of day is fine.', minutesAgo: 48 },
    ],
  },
  {
    a: 'member',
    b: 'giulia',
    lines: [
      {
        from: 'giulia',
        text: 'Hi Sam, are you joining the running club on Thursday?',
        minutesAgo: DAY + 6 * HOUR,
      },
      { from: 'member', text: 'Yes! 6 pm at the river as usual?', minutesAgo: DAY + 5 * HOUR },
      { from: 'giulia', text: 'Exactly. Bring water, it will be warm.', minutesAgo: DAY + 5 * HOUR - 10 },
      { from: 'member', text: 'Here is the route from last time', minutesAgo: DAY + 4 * HOUR, image: true },
      { from: 'giulia', text: '😄', minutesAgo: DAY + 4 * HOUR - 3 },
    ],
  },
  {
    a: 'admin',
    b: 'ingrid',
    lines: [
      { from: 'ingrid', text: 'The new laptops arrive on Monday.', minutesAgo: 5 * HOUR },
      { from: 'admin', text: 'Perfect, please put them on the onboarding list.', minutesAgo: 4 * HOUR },
    ],
  },
];

const GROUP_LINES: Record<string, { unreadForMember: number; lines: Line[] }> = {
  engineering: {
    unreadForMember: 3,
    lines: [
      { from: 'admin', text: 'Release 4.2 is tagged. Thanks everyone!', minutesAgo: 2 * DAY + 2 * HOUR },
      { from: 'member', text: 'Release notes are in the wiki.', minutesAgo: 2 * DAY + HOUR },
      { from: '*1', text: 'Build times are down 30% since the cache change 🎉', minutesAgo: DAY + 3 * HOUR },
      { from: '*2', text: 'Who is on call this weekend?', minutesAgo: 6 * HOUR },
      { from: '*1', text: 'I am, ping me if anything breaks.', minutesAgo: 5 * HOUR },
      { from: '*3', text: 'Retro moved to Friday 10:00.', minutesAgo: 90 },
    ],
  },
  'erp-migration': {
    unreadForMember: 0,
    lines: [
      { from: '*1', text: 'Data export from the old system finished overnight.', minutesAgo: DAY + 8 * HOUR },
      { from: 'member', text: 'Great, I will start the validation scripts.', minutesAgo: DAY + 7 * HOUR },
      { from: '*2', text: 'Cut-over stays on the 15th.', minutesAgo: 20 * HOUR },
    ],
  },
};

const STATUSES: { key: string; type: 'online' | 'busy'; text: string }[] = [
  { key: 'admin', type: 'online', text: 'Happy to help' },
  { key: 'giulia', type: 'busy', text: 'In workshops until 3 pm' },
  { key: 'ingrid', type: 'busy', text: 'Focus time' },
];

async function demoImage(seed: SeedContext, messageId: string, authorId: string) {
  const content = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 74, g: 111, b: 165 } },
  })
    .png()
    .toBuffer();
  const image = await buildFile(seed, {
    name: 'running-route.png',
    content,
    type: 'image',
    author: { id: authorId, name: 'Demo' },
    owner: { type: CHAT_MESSAGE_OWNER, id: messageId },
  });
  return image.id;
}

export async function seedChat(seed: SeedContext): Promise<void> {
  const byKey = new Map(seed.people.map((p) => [p.key, p]));
  const id = (key: string) => {
    const person = byKey.get(key);
    if (!person) throw new Error(`seed: unknown person ${key}`);
    return person.id;
  };
  const now = Date.now();
  let clientNo = 0;

  async function writeChat(
    values: typeof chats.$inferInsert,
    lines: { authorId: string; text: string; minutesAgo: number; image?: boolean }[],
    readers: { memberId: string; unread: number }[],
  ) {
    const chatId = newId();
    const rows = lines.map((line, index) => ({
      id: newId(),
      chatId,
      seq: index + 1,
      authorId: line.authorId,
      clientId: `seed-${++clientNo}`,
      text: line.text,
      createdAt: new Date(now - line.minutesAgo * 60_000),
      updatedAt: new Date(now - line.minutesAgo * 60_000),
      image: line.image,
    }));
    const last = rows.at(-1);
    await seed.db.insert(chats).values({
      id: chatId,
      ...values,
      lastSeq: rows.length,
      lastMessageId: last?.id ?? null,
      lastInteractedAt: last?.createdAt ?? new Date(now),
      createdAt: rows[0]?.createdAt ?? new Date(now),
    });
    const messageValues = [];
    for (const { image, ...row } of rows) {
      const imageIds = image ? [await demoImage(seed, row.id, row.authorId)] : [];
      messageValues.push({ ...row, imageIds });
    }
    await seed.db.insert(chatMessages).values(messageValues);
    await seed.db.insert(chatParticipants).values(
      readers.map(({ memberId, unread }) => {
        // Unread are the newest messages of others; everything up to them is read.
        let readSeq = rows.length;
        for (let left = unread; left > 0 && readSeq > 0; readSeq--) {
          if (rows[readSeq - 1]?.authorId !== memberId) left--;
        }
        const readRow = rows[readSeq - 1];
        const own = rows.filter((r) => r.seq > readSeq && r.authorId === memberId).length;
        const lastRow = rows.at(-1);
        return {
          chatId,
          memberId,
          lastReadSeq: readSeq,
          lastReadMessageId: readRow?.id ?? null,
          ownSinceRead: own,
          lastReceivedSeq: unread > 0 ? readSeq : rows.length,
          lastReceivedMessageId: unread > 0 ? (readRow?.id ?? null) : (lastRow?.id ?? null),
        };
      }),
    );
  }

  for (const chat of DIRECT) {
    const [low, high] = [id(chat.a), id(chat.b)].sort() as [string, string];
    await writeChat(
      { kind: 'member', memberLowId: low, memberHighId: high, createdById: id(chat.a) },
      chat.lines.map((line) => ({ ...line, authorId: id(line.from) })),
      [
        { memberId: id(chat.a), unread: 0 },
        { memberId: id(chat.b), unread: chat.unreadForB ?? 0 },
      ],
    );
  }

  for (const [slug, group] of Object.entries(GROUP_LINES)) {
    const groupId = seed.groups[slug];
    if (!groupId) continue;
    const memberRows = await seed.db
      .select({ memberId: groupMemberships.memberId })
      .from(groupMemberships)
      .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.status, 'member')));
    const memberIds = memberRows.map((row) => row.memberId);
    const active = seed.people.filter(
      (p) =>
        memberIds.includes(p.id) && !p.locked && !p.isExternal && p.key !== 'member' && p.key !== 'admin',
    );
    const author = (from: string) => {
      if (from.startsWith('*'))
        return active[Number(from.slice(1)) % Math.max(1, active.length)]?.id ?? id('admin');
      return memberIds.includes(id(from)) ? id(from) : (active[0]?.id ?? id('admin'));
    };
    await writeChat(
      { kind: 'group', groupId, createdById: id('admin') },
      group.lines.map((line) => ({ ...line, authorId: author(line.from) })),
      memberIds.map((memberId) => ({
        memberId,
        unread: memberId === seed.accounts.member ? group.unreadForMember : 0,
      })),
    );
  }

  const statusMembers = STATUSES.filter((s) => byKey.has(s.key));
  if (statusMembers.length > 0) {
    await seed.db.delete(chatStatuses).where(
      inArray(
        chatStatuses.memberId,
        statusMembers.map((s) => id(s.key)),
      ),
    );
    await seed.db
      .insert(chatStatuses)
      .values(statusMembers.map((s) => ({ memberId: id(s.key), type: s.type, text: s.text })));
  }
}
