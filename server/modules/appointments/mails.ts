import { buffer } from 'node:stream/consumers';
import type { AppContext } from '../../platform/context.js';
import type { JobInfo } from '../../platform/jobs/runner.js';
import { formatAddress } from '../../platform/mail/address.js';
import { sendJobMails } from '../../platform/mail/job-mails.js';
import { type MailTexts, mailTextsFor } from '../../platform/mail/mail-texts.js';
import { blobStore } from '../../platform/storage/storage.js';
import { attachedFiles } from '../files/service.js';
import { memberContactsByIds } from '../members/service.js';
import { resolveInstance } from './load.js';
import { schedulingParts } from './scheduling.js';

/**
 * Mails of appointments, sent by jobs (one mail per recipient): invitations (with their calendar
 * part, scheduling.ts) and the contact form.
 * Payloads carry only ids and texts; the job reads the appointment as it is when it runs. Each
 * recipient's mail is recorded as sent before the next (sendJobMails), so a retried job skips them.
 */
export const INVITE_MAIL_JOB = 'appointments.invite_mail';
export const CONTACT_MAIL_JOB = 'appointments.contact_mail';

type Texts = { invited: (inviter: string, name: string) => string; when: string; answer: string };

const TEXTS: MailTexts<Texts> = {
  en: {
    invited: (inviter, name) => `${inviter} invited you to "${name}"`,
    when: 'When',
    answer: 'Answer the invitation here:',
  },
  de: {
    invited: (inviter, name) => `${inviter} hat Sie zu „${name}“ eingeladen`,
    when: 'Wann',
    answer: 'Hier können Sie antworten:',
  },
  de_DU: {
    invited: (inviter, name) => `${inviter} hat dich zu „${name}“ eingeladen`,
    when: 'Wann',
    answer: 'Hier kannst du antworten:',
  },
  es: {
    invited: (inviter, name) => `${inviter} te ha invitado a «${name}»`,
    when: 'Cuándo',
    answer: 'Responde a la invitación aquí:',
  },
  fr: {
    invited: (inviter, name) => `${inviter} vous a invité·e à « ${name} »`,
    when: 'Quand',
    answer: 'Répondez à l’invitation ici :',
  },
};

/** "When" in the recipient's language (update and cancellation mails use it too). */
export const whenLabel = (locale: string) => mailTextsFor(TEXTS, locale).when;

async function sendInvites(ctx: AppContext, payload: Record<string, unknown>, job: JobInfo) {
  const instance = await resolveInstance(ctx.db, String(payload.appointmentId));
  if (!instance || instance.row.canceled) return;
  const network = await ctx.network.get();
  const memberIds = Array.isArray(payload.memberIds) ? payload.memberIds.map(String) : [];
  const contacts = await memberContactsByIds(ctx.db, [...memberIds, String(payload.inviterId)]);
  const inviter = contacts.get(String(payload.inviterId));
  const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : network.name;
  await sendJobMails(ctx, job, memberIds, String, async (id) => {
    const member = contacts.get(id);
    if (!member) return null;
    const t = mailTextsFor(TEXTS, member.locale);
    const { when, calendar } = await schedulingParts(ctx.db, {
      network,
      publicUrl: ctx.config.publicUrl,
      mailFrom: ctx.config.mailFrom,
      instance,
      recipient: member,
      status: 'open',
      method: 'REQUEST',
    });
    return {
      to: member.email,
      subject: `[${network.name}] ${t.invited(inviterName, instance.row.name)}`,
      locale: member.locale,
      text: `${t.invited(inviterName, instance.row.name)}\n\n${t.when}: ${when}\n\n${t.answer}\n${ctx.config.publicUrl}/appointments/${instance.id}\n`,
      calendar,
    };
  });
}

async function sendContact(ctx: AppContext, payload: Record<string, unknown>, job: JobInfo) {
  const instance = await resolveInstance(ctx.db, String(payload.appointmentId));
  if (!instance) return;
  const network = await ctx.network.get();
  const memberIds = Array.isArray(payload.memberIds) ? payload.memberIds.map(String) : [];
  const authorId = typeof payload.authorId === 'string' ? payload.authorId : null;
  const contacts = await memberContactsByIds(ctx.db, authorId ? [...memberIds, authorId] : memberIds);
  const author = authorId ? contacts.get(authorId) : undefined;
  const attachments: { filename: string; content: Buffer; contentType: string }[] = [];
  if (payload.includeAttachments === true) {
    const store = blobStore(ctx);
    for (const file of await attachedFiles(ctx.db, instance.row.eventFileIds)) {
      attachments.push({
        filename: file.originalFilename,
        content: await buffer(store.read(file.blobKey)),
        contentType: file.contentType,
      });
    }
  }
  await sendJobMails(ctx, job, memberIds, String, (id) => {
    const member = contacts.get(id);
    if (!member) return null;
    return {
      to: member.email,
      subject: `[${network.name}] ${String(payload.subject)}`,
      locale: member.locale,
      // A person wrote it: answers go to them, not to the network's no-reply address.
      replyTo: author
        ? formatAddress(`${author.firstName} ${author.lastName}`.trim(), author.email)
        : undefined,
      text: `${String(payload.text)}\n\n— ${instance.row.name}\n${ctx.config.publicUrl}/appointments/${instance.id}\n`,
      ...(attachments.length > 0 ? { attachments } : {}),
    };
  });
}

export function defineAppointmentJobs(ctx: AppContext): void {
  ctx.jobs.define(INVITE_MAIL_JOB, (payload, job) => sendInvites(ctx, payload, job));
  ctx.jobs.define(CONTACT_MAIL_JOB, (payload, job) => sendContact(ctx, payload, job));
}
