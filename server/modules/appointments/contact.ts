import { type ContactBody, contactBody } from '../../../contract/appointments.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { attachedFiles } from '../files/service.js';
import type { NetworkRecord } from '../network/service.js';
import { loadVisibleAppointment } from './load.js';
import { CONTACT_MAIL_JOB } from './mails.js';
import { participantsWithStatus } from './participants-read.js';
import { appointmentCan } from './policy.js';

/**
 * POST /appointments/{id}/contact: one mail per chosen participant (a job sends them). Event files go
 * along only when their total size is within the network's e-mail attachment limit.
 */
export async function contactAttendees(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  input: ContactBody,
): Promise<{ recipients: number }> {
  const { contact } = contactBody.parse(input);
  const loaded = await loadVisibleAppointment(ctx.db, network, viewer, ref);
  if (!appointmentCan(viewer, loaded.facts).contact) throw notFound('appointment');
  const fields: FieldErrors = {};
  if (contact.subject.trim() === '') fields.subject = ['js.required'];
  if (contact.text.trim() === '') fields.text = ['js.required'];
  let message: string | undefined;
  if (contact.include_attachments) {
    const files = await attachedFiles(ctx.db, loaded.instance.row.eventFileIds);
    const total = files.reduce((sum, file) => sum + file.size, 0);
    const limit = network.config.email_recommendations.attachment_size_limit;
    if (total > limit) {
      fields.include_attachments = ['errors.appointments.attachments_too_large'];
      message = `The attachments (${(total / 1048576).toFixed(1)} MB) exceed the limit of ${(limit / 1048576).toFixed(1)} MB.`;
    }
  }
  if (Object.keys(fields).length > 0) throw unprocessable(fields, message);
  const participants = await participantsWithStatus(ctx.db, loaded.instance);
  const wanted = {
    all: () => true,
    accepted: (s: string) => s === 'accepted',
    declined: (s: string) => s === 'declined',
    no_reaction: (s: string) => s === 'open',
  }[contact.audience];
  const memberIds = participants.filter((p) => wanted(p.status)).map((p) => p.participant.memberId);
  if (memberIds.length > 0) {
    // The job is all this request stores.
    await ctx.db.transaction((tx) =>
      ctx.jobs.enqueue(tx, CONTACT_MAIL_JOB, {
        appointmentId: loaded.instance.id,
        memberIds,
        authorId: viewer.id,
        subject: contact.subject.trim(),
        text: contact.text,
        includeAttachments: contact.include_attachments,
      }),
    );
  }
  return { recipients: memberIds.length };
}
