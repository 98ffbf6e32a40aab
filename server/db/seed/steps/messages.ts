import { buildMessage } from '../build/messages.js';
import type { SeedContext } from './context.js';

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
  attachment?: { name: string; content: string };
};

/** One message as the send use case would store it, counters included. */
async function post(seed: SeedContext, p: Post): Promise<string> {
  const message = await buildMessage(seed, {
    authorId: p.author,
    authorName: 'Demo',
    to: p.to,
    subject: p.subject,
    html: p.html,
    createdAt: new Date(Date.now() - p.hoursAgo * 60 * 60 * 1000),
    replyToId: p.replyTo,
    readBy: p.readBy,
    attachments: p.attachment
      ? [{ name: p.attachment.name, content: Buffer.from(p.attachment.content) }]
      : [],
  });
  return message.id;
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
