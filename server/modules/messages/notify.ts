import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { formatAddress } from '../../platform/mail/address.js';
import { type MailTexts, mailTextsFor } from '../../platform/mail/mail-texts.js';
import { findMembers, memberRecordById } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { mailRecipients, unsubscribeFor } from '../notifications/service.js';
import { MESSAGE_NOTIFICATION } from './notification-kind.js';
import { messageRecipients, messages } from './tables.js';

const MESSAGE_KIND = { name: MESSAGE_NOTIFICATION, category: 'messages' };

/**
 * The notification mail of a new message, one per recipient, sent by a job so that sending stays fast
 * and a failing mail server only delays mails (the job retries). Each recipient is marked when their
 * mail went out, so a retried job mails only the ones still waiting.
 */
export const NOTIFY_JOB = 'messages.notify';
const BATCH = 200;
const READER = { id: '', isExternal: false, isNetworkAdmin: true };

type Texts = {
  subject: (author: string, subject: string) => string;
  intro: (author: string) => string;
  link: string;
  untitled: string;
};

const TEXTS: MailTexts<Texts> = {
  en: {
    subject: (author, subject) => `New message from ${author}: ${subject}`,
    intro: (author) => `${author} sent you a message.`,
    link: 'Read and answer it here:',
    untitled: '(no subject)',
  },
  de: {
    subject: (author, subject) => `Neue Nachricht von ${author}: ${subject}`,
    intro: (author) => `${author} hat Ihnen eine Nachricht geschickt.`,
    link: 'Hier können Sie sie lesen und beantworten:',
    untitled: '(kein Betreff)',
  },
  de_DU: {
    subject: (author, subject) => `Neue Nachricht von ${author}: ${subject}`,
    intro: (author) => `${author} hat dir eine Nachricht geschickt.`,
    link: 'Hier kannst du sie lesen und beantworten:',
    untitled: '(kein Betreff)',
  },
  es: {
    subject: (author, subject) => `Nuevo mensaje de ${author}: ${subject}`,
    intro: (author) => `${author} te ha enviado un mensaje.`,
    link: 'Léelo y respóndelo aquí:',
    untitled: '(sin asunto)',
  },
  fr: {
    subject: (author, subject) => `Nouveau message de ${author} : ${subject}`,
    intro: (author) => `${author} vous a envoyé un message.`,
    link: 'Lisez-le et répondez ici :',
    untitled: '(sans objet)',
  },
};

export function notificationMail(
  network: NetworkRecord,
  message: { id: string; subject: string; plainContent: string },
  author: string,
  locale: string,
  publicUrl: string,
) {
  const t = mailTextsFor(TEXTS, locale);
  const link = `${publicUrl}/messages/${message.id}`;
  const body = network.settings.notifications_send_direct_message_body ? `\n\n${message.plainContent}\n` : '';
  return {
    subject: `[${network.name}] ${t.subject(author, message.subject || t.untitled)}`,
    text: `${t.intro(author)}\n\n${message.subject || t.untitled}${body}\n\n${t.link}\n${link}\n`,
  };
}

/**
 * Mails the recipients still waiting, each marked (`notified_at`) before the next: a retry skips
 * them, and at most the mail in flight when the process died goes out twice. Stops when the job's
 * lease was lost (`signal`), as another worker now sends them.
 */
export async function notifyRecipients(
  ctx: AppContext,
  messageId: string,
  signal?: AbortSignal,
): Promise<void> {
  const db = ctx.db;
  const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!message) return;
  const network = await ctx.network.get();
  const authorRecord = await memberRecordById(db, message.authorId);
  const author = authorRecord ? `${authorRecord.firstName} ${authorRecord.lastName}`.trim() : network.name;
  for (;;) {
    const waiting = await db
      .select({ memberId: messageRecipients.memberId })
      .from(messageRecipients)
      .where(
        and(
          eq(messageRecipients.messageId, messageId),
          isNull(messageRecipients.notifiedAt),
          ne(messageRecipients.memberId, message.authorId),
        ),
      )
      .limit(BATCH);
    if (waiting.length === 0) return;
    const ids = waiting.map((w) => w.memberId);
    const within = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const { records } = await findMembers(ctx, network, READER, { page: 1, per: BATCH, within });
    // Members who turned this kind's mail off, or ignore the author, get none.
    const wanted = await mailRecipients(db, MESSAGE_KIND, ids, message.authorId);
    for (const record of records) {
      if (record.lockedAt || record.deletedAt || !wanted.has(record.id)) continue;
      signal?.throwIfAborted();
      const mail = notificationMail(network, message, author, record.locale, ctx.config.publicUrl);
      await ctx.mail.send({
        to: record.email,
        ...mail,
        locale: record.locale,
        // Answers go to the author, who wrote it, not to the network's no-reply address.
        replyTo: authorRecord ? formatAddress(author, authorRecord.email) : undefined,
        unsubscribe: unsubscribeFor(ctx, record.id, MESSAGE_NOTIFICATION),
      });
      await db
        .update(messageRecipients)
        .set({ notifiedAt: new Date() })
        .where(and(eq(messageRecipients.messageId, messageId), eq(messageRecipients.memberId, record.id)));
    }
    // Recipients without a mail to send (locked, deleted, gone) are settled too.
    await db
      .update(messageRecipients)
      .set({ notifiedAt: new Date() })
      .where(
        and(
          eq(messageRecipients.messageId, messageId),
          inArray(messageRecipients.memberId, ids),
          isNull(messageRecipients.notifiedAt),
        ),
      );
  }
}

export function defineMessageJobs(ctx: AppContext): void {
  ctx.jobs.define(NOTIFY_JOB, async (payload, job) => {
    if (typeof payload.messageId === 'string') await notifyRecipients(ctx, payload.messageId, job.signal);
  });
}
