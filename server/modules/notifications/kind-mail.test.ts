import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../platform/mail/mail.js';
import { LANGUAGES } from '../../platform/network/defaults.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { newTask, runRemindersNow, signedInMember } from '../tasks/testing.js';
import { notificationMail } from './kind-mail.js';
import { KIND_MAIL_TEXTS } from './kind-mail-texts.js';
import { NOTIFICATION_MAIL_DELAY_MS, sendNotificationMail } from './mail-job.js';
import {
  markSubjectRead,
  notificationKinds,
  notify,
  setIgnoredMembers,
  turnOffKindMail,
  updateNotificationVisibility,
} from './service.js';
import { queuedNotificationMails, sendNotificationMailsNow } from './testing.js';

let t: TestApp;
let ada: Awaited<ReturnType<typeof createMember>>;
let ben: Awaited<ReturnType<typeof createMember>>;
let posts = 0;

beforeAll(async () => {
  t = await createTestApp();
  ada = await createMember(t.database.db, { firstName: 'Ada', lastName: 'Lovelace', locale: 'de' });
  ben = await createMember(t.database.db, { firstName: 'Ben', lastName: 'Byron' });
});
afterAll(async () => {
  await t?.close();
});

/** Ben does something to Ada's post (a mention by default); answers the post. */
const benNotifiesAda = async (
  options: { kind?: string; post?: string; visibility?: string[]; data?: Record<string, string> } = {},
) => {
  const post = options.post ?? `post-${++posts}`;
  await t.database.db.transaction((tx) =>
    notify(t.ctx, tx, {
      kind: options.kind ?? 'activities.mention',
      recipientIds: [ada.id],
      actorId: ben.id,
      subject: { type: 'activity', id: post },
      url: `/activities/${post}`,
      visibility: options.visibility ?? ['all'],
      data: options.data,
    }),
  );
  return post;
};
/** The mails Ada got from here on. */
const mailsToAda = (() => {
  let seen = 0;
  return (): Mail[] => {
    const all = t.mails.filter((mail) => mail.to === ada.email);
    const fresh = all.slice(seen);
    seen = all.length;
    return fresh;
  };
})();

describe('notification mails of every kind', () => {
  it('wait their delay, then arrive in the recipient’s language with the kind’s sentence and List-Unsubscribe', async () => {
    mailsToAda();
    const post = await benNotifiesAda();
    const [queued] = await queuedNotificationMails(t);
    expect(queued?.runAt.getTime()).toBeGreaterThan(Date.now() + NOTIFICATION_MAIL_DELAY_MS - 60_000);
    // Not before the delay.
    await t.ctx.jobs.drain();
    expect(mailsToAda()).toEqual([]);

    await sendNotificationMailsNow(t);
    const [mail, more] = mailsToAda();
    expect(more).toBeUndefined();
    expect(mail?.subject).toBe('[Test Network] Ben Byron hat Sie erwähnt');
    expect(mail?.text).toContain(`${t.ctx.config.publicUrl}/activities/${post}`);
    expect(mail?.html).toContain('Ben Byron hat Sie erwähnt');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/api\/v1\/unsubscribe\/.+>$/);
    expect(mail?.headers?.['Auto-Submitted']).toBe('auto-generated');
  });

  it('follow the member’s setting per kind, at queueing and again at sending', async () => {
    mailsToAda();
    await t.database.db.transaction((tx) => turnOffKindMail(tx, ada.id, 'activities.mention'));
    await benNotifiesAda();
    expect(await queuedNotificationMails(t)).toEqual([]);
    // Another kind still mails.
    await benNotifiesAda({ kind: 'activities.reply', data: { excerpt: 'Agreed, see you there' } });
    await sendNotificationMailsNow(t);
    const mails = mailsToAda();
    expect(mails.map((mail) => mail.subject)).toEqual([
      '[Test Network] Ben Byron hat auf Ihren Beitrag geantwortet',
    ]);
    expect(mails[0]?.text).toContain('> Agreed, see you there');

    // Turned off while the mail waits: it is not sent.
    await benNotifiesAda({ kind: 'activities.like' });
    await t.database.db.transaction((tx) => turnOffKindMail(tx, ada.id, 'activities.like'));
    await sendNotificationMailsNow(t);
    expect(mailsToAda()).toEqual([]);
  });

  it('are not sent when the entry was read before the delay ended', async () => {
    mailsToAda();
    const post = await benNotifiesAda({ kind: 'activities.reply' });
    await markSubjectRead(t.database.db, ada.id, { type: 'activity', id: post });
    await sendNotificationMailsNow(t);
    expect(mailsToAda()).toEqual([]);
  });

  it('never reach a member who ignores the actor, even when the ignoring came after the event', async () => {
    mailsToAda();
    await benNotifiesAda({ kind: 'activities.reply' });
    await t.database.db.transaction((tx) => setIgnoredMembers(tx, ada.id, [ben.id]));
    await sendNotificationMailsNow(t);
    await benNotifiesAda({ kind: 'activities.reply' });
    await sendNotificationMailsNow(t);
    expect(mailsToAda()).toEqual([]);
    await t.database.db.transaction((tx) => setIgnoredMembers(tx, ada.id, []));
  });

  it('tell nothing of what the member may not see', async () => {
    mailsToAda();
    await benNotifiesAda({ kind: 'activities.reply', visibility: ['group:000000000000000000000000'] });
    // Visible when it was written, hidden before the mail went out.
    const post = await benNotifiesAda({ kind: 'activities.reply' });
    await t.database.db.transaction((tx) =>
      updateNotificationVisibility(tx, { type: 'activity', id: post }, ['network-admin']),
    );
    await sendNotificationMailsNow(t);
    expect(mailsToAda()).toEqual([]);
  });

  it('go out once per unread entry, even when the job runs twice', async () => {
    mailsToAda();
    const post = await benNotifiesAda({ kind: 'activities.reply' });
    // More events on the unread entry join it: one job.
    await benNotifiesAda({ kind: 'activities.reply', post });
    const queued = await queuedNotificationMails(t);
    expect(queued).toHaveLength(1);
    const job = queued[0] as (typeof queued)[number];
    const info = { id: job.id, type: job.type, attempts: 1, signal: new AbortController().signal };
    const notificationId = String(job.payload.notificationId);
    await sendNotificationMail(t.ctx, notificationId, info);
    await sendNotificationMail(t.ctx, notificationId, info);
    await sendNotificationMailsNow(t);
    expect(mailsToAda()).toHaveLength(1);

    // Read, then raised again: a new unread entry, a new mail.
    await markSubjectRead(t.database.db, ada.id, { type: 'activity', id: post });
    await benNotifiesAda({ kind: 'activities.reply', post });
    await sendNotificationMailsNow(t);
    expect(mailsToAda()).toHaveLength(1);
  });

  it('have a sentence of their own for every kind mailed this way, in every language', async () => {
    const network = await t.ctx.network.get();
    const kinds = [...t.ctx.extensions.all(notificationKinds)].filter(([, kind]) => !kind.ownMail);
    expect(kinds.length).toBeGreaterThan(10);
    for (const locale of LANGUAGES) {
      for (const [name] of kinds) {
        const mail = notificationMail({
          network,
          publicUrl: t.ctx.config.publicUrl,
          recipient: { ...ada, locale },
          entry: {
            kind: name,
            url: '/x',
            eventCount: 1,
            data: { title: 'T', group: 'G', file: 'F', name: 'N' },
          },
          actors: { named: ['Ben Byron'], count: 1 },
          details: {},
        });
        expect(mail.subject, `${name} in ${locale}`).not.toContain(KIND_MAIL_TEXTS[locale].fallback(''));
      }
    }
  });
});

describe('task mails', () => {
  it('mail an assignment and the reminder before the due time', async () => {
    const anna = await signedInMember(t, { firstName: 'Anna', lastName: 'Arendt' });
    const carl = await signedInMember(t, { locale: 'en' });
    const before = t.mails.length;
    await newTask(anna, {
      title: 'Send the invoice',
      due: { date: '2031-06-01', time: '09:00', time_zone: 'UTC' },
      reminder_minutes: 15,
      assignee_ids: [carl.member.id],
    });
    await sendNotificationMailsNow(t);
    await runRemindersNow(t);
    await sendNotificationMailsNow(t);
    const toCarl = t.mails.slice(before).filter((mail) => mail.to === carl.member.email);
    expect(toCarl.map((mail) => mail.subject)).toEqual([
      '[Test Network] Anna Arendt assigned a task to you: "Send the invoice"',
      '[Test Network] Reminder: the task "Send the invoice" is due soon',
    ]);
    expect(toCarl[1]?.text).toContain('Due: 1 Jun 2031');
  });
});
