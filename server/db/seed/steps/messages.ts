import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { files, fileVersions } from '../../../modules/files/tables.js';
import { bumpCounters } from '../../../modules/messages/counters.js';
import { messageAttachments, messageRecipients, messages } from '../../../modules/messages/tables.js';
import { newId } from '../../../platform/ids.js';
import { sanitizeContent } from '../../../platform/rich-text.js';
import { blobKeyFor } from '../../../platform/storage/blob-store.js';
import { blobStore } from '../../../platform/storage/storage.js';
import type { SeedContext } from './context.js';

type Attachment = { name: string; extension: string; contentType: string; content: string };
type Post = {
  author: string;
  to: string[];
  subject: string;
  html: string;
  /** Hours before now. */
  hoursAgo: number;
  replyTo?: string;
  /** Recipients who have read it. */
  readBy?: string[];
  attachment?: Attachment;
};

async function attach(seed: SeedContext, messageId: string, authorId: string, file: Attachment) {
  const content = Buffer.from(file.content);
  const blobKey = blobKeyFor('files', newId());
  await blobStore(seed).write(blobKey, Readable.from([content]));
  const facts = {
    blobKey,
    size: content.length,
    contentType: file.contentType,
    extension: file.extension,
    originalFilename: file.name,
    authorId,
    authorName: 'Demo',
  };
  const [row] = await seed.db
    .insert(files)
    .values({
      type: 'file',
      state: 'published',
      name: file.name,
      ownerType: 'message',
      ownerId: messageId,
      ...facts,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('seed: attachment not stored');
  await seed.db.insert(fileVersions).values({ fileId: row.id, major: 1, ...facts });
  await seed.db.insert(messageAttachments).values({ messageId, fileId: row.id });
}

/** One message as the send use case would store it, counters included. */
async function post(seed: SeedContext, p: Post): Promise<string> {
  const id = newId();
  const createdAt = new Date(Date.now() - p.hoursAgo * 60 * 60 * 1000);
  const content = sanitizeContent(p.html);
  let starter = id;
  if (p.replyTo) {
    const [parent] = await seed.db.select().from(messages).where(eq(messages.id, p.replyTo));
    starter = parent?.conversationStarterId ?? id;
    await seed.db
      .update(messages)
      .set({ repliesCount: sql`${messages.repliesCount} + 1` })
      .where(eq(messages.id, starter));
  }
  await seed.db.insert(messages).values({
    id,
    authorId: p.author,
    subject: p.subject,
    content: content.html,
    plainContent: content.plain,
    conversationStarterId: starter,
    toCount: p.to.length,
    attachmentsCount: p.attachment ? 1 : 0,
    createdAt,
  });
  const read = new Set(p.readBy ?? []);
  await seed.db.insert(messageRecipients).values(
    p.to.map((memberId) => ({
      messageId: id,
      memberId,
      addressed: true,
      createdAt,
      readAt: read.has(memberId) ? createdAt : null,
      notifiedAt: createdAt,
    })),
  );
  await bumpCounters(seed.db, [
    ...p.to.map((memberId) => ({ memberId, inbox: 1, unread: read.has(memberId) ? 0 : 1 })),
    { memberId: p.author, sent: 1 },
  ]);
  if (p.attachment) await attach(seed, id, p.author, p.attachment);
  return id;
}

/** Conversations with replies and attachments between the demo accounts and colleagues; some unread. */
export async function seedMessages(seed: SeedContext): Promise<void> {
  const { admin, member } = seed.accounts;
  const colleagues = seed.people.filter(
    (p) => !p.isExternal && !p.locked && p.id !== admin && p.id !== member && p.id !== seed.accounts.guest,
  );
  const [first, second, third] = colleagues;
  if (!first || !second || !third) return;

  const welcome = await post(seed, {
    author: admin,
    to: [member],
    subject: 'Welcome to Northwind',
    html: '<p>Hi Sam,</p><p>welcome aboard! Attached is the <strong>onboarding checklist</strong>. Let me know if anything is unclear.</p>',
    hoursAgo: 72,
    readBy: [member],
    attachment: {
      name: 'Onboarding checklist.txt',
      extension: 'txt',
      contentType: 'text/plain',
      content: '1. Set up your laptop\n2. Read the staff handbook\n3. Meet your team\n',
    },
  });
  const thanks = await post(seed, {
    author: member,
    to: [admin],
    subject: 'Re: Welcome to Northwind',
    html: '<p>Thanks Alex! Where do I find the staff handbook?</p>',
    hoursAgo: 70,
    replyTo: welcome,
    readBy: [admin],
  });
  await post(seed, {
    author: admin,
    to: [member],
    subject: 'Re: Welcome to Northwind',
    html: '<p>It is in <em>Files → Handbook</em>. Have a great first week!</p>',
    hoursAgo: 3,
    replyTo: thanks,
  });
  await post(seed, {
    author: first.id,
    to: [member, admin, second.id],
    subject: 'Team lunch on Friday',
    html: '<p>Who is in for lunch on Friday at 12:30? The Italian place round the corner.</p>',
    hoursAgo: 20,
    readBy: [admin],
  });
  const question = await post(seed, {
    author: member,
    to: [third.id],
    subject: 'Slides for the customer meeting',
    html: '<p>Could you send me the slides from last week?</p>',
    hoursAgo: 30,
    readBy: [third.id],
  });
  await post(seed, {
    author: third.id,
    to: [member],
    subject: 'Re: Slides for the customer meeting',
    html: '<p>Sure, here they are (as text for now).</p>',
    hoursAgo: 6,
    replyTo: question,
    attachment: {
      name: 'Customer meeting notes.txt',
      extension: 'txt',
      contentType: 'text/plain',
      content: 'Agenda\n- Introductions\n- Roadmap\n- Next steps\n',
    },
  });
  await post(seed, {
    author: second.id,
    to: [admin],
    subject: 'Holiday request',
    html: '<p>I would like to take the first week of August off.</p>',
    hoursAgo: 1,
  });
}
