import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MessageDetail, sendBody } from '../../../contract/messages.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type FieldErrors, forbidden, unprocessable } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { sanitizeContent } from '../../platform/rich-text.js';
import { attachUploads } from '../files/service.js';
import { groupMemberIds, loadVisibleGroup } from '../groups/service.js';
import { findMembers } from '../members/service.js';
import type { Viewer } from '../network/policy.js';
import { getNetwork, type NetworkRecord } from '../network/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { bumpCounters } from './counters.js';
import { NOTIFY_JOB } from './notify.js';
import { canSendDirectMessages, canSendToAll, canWriteToGroup } from './policy.js';
import { canReadAttachment, findVisibleMessage, getMessage } from './service.js';
import { messageAttachments, messageRecipients, messages } from './tables.js';

type SendBody = z.infer<typeof sendBody>;
type GroupRef = { id: string; slug: string; name: string };

/** Who reads every member's record when fanning out to everyone (the sender is checked before). */
const EVERYONE = { id: '', isExternal: false, isNetworkAdmin: true };
const MAX_FAN_OUT = 100_000;

const asNotFound = async <T>(work: Promise<T>, fields: FieldErrors): Promise<T> => {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw unprocessable(fields);
    throw err;
  }
};

/** Members named in `to`: each must be visible to the sender and active, or the whole send is refused. */
async function addressedIds(db: Db, network: NetworkRecord, viewer: Viewer, to: string[]): Promise<string[]> {
  const ids = [...new Set(to)];
  if (ids.length === 0) return [];
  const within = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const { records } = await findMembers(db, network, viewer, { page: 1, per: ids.length, within });
  const reachable = records.filter((r) => !r.lockedAt && !r.deletedAt);
  if (reachable.length !== ids.length) {
    throw unprocessable({ to: ['contains a member you cannot write to'] });
  }
  return ids;
}

async function groupRecipients(
  db: Db,
  viewer: Viewer,
  ref: string,
): Promise<{ group: GroupRef; ids: string[] }> {
  const fields = { to_group: ['is not a group you can write to'] };
  const context = await asNotFound(loadVisibleGroup(db, viewer, ref), fields);
  if (!canWriteToGroup(viewer, context.state)) throw unprocessable(fields);
  const rows = await groupMemberIds(db, context.group.id);
  const { id, slug, name } = context.group;
  return { group: { id, slug, name }, ids: rows.map((r) => r.id) };
}

async function everyone(db: Db, network: NetworkRecord): Promise<string[]> {
  const { records } = await findMembers(db, network, EVERYONE, { page: 1, per: MAX_FAN_OUT });
  return records.filter((r) => !r.lockedAt && !r.deletedAt).map((r) => r.id);
}

function checkComposer(viewer: Viewer, body: SendBody, plain: string): void {
  const fields: FieldErrors = {};
  if (body.to.length === 0 && !body.to_group && !body.to_all_network_members) {
    fields.to = ['js.required'];
  }
  if (body.subject.trim() === '' && plain === '') {
    fields.subject = ['subject or content must be given'];
    fields.content = ['subject or content must be given'];
  }
  if (body.to_all_network_members && !canSendToAll(viewer)) {
    fields.to_all_network_members = ['is not allowed for you'];
  } else if (body.to_all_network_members && body.conversation_starter_id) {
    fields.to_all_network_members = ['is not allowed in a reply'];
  }
  if (Object.keys(fields).length > 0) throw unprocessable(fields);
}

const attachmentIds = (body: SendBody) => [
  ...new Set(body.attachments.map((a) => (typeof a === 'string' ? a : a.id))),
];

/** Forwarded attachments the sender can read are linked again; everything else must be a new upload. */
async function attachFiles(tx: Tx, viewer: Viewer, messageId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const forwarded: string[] = [];
  for (const id of ids) if (await canReadAttachment(tx, viewer, id)) forwarded.push(id);
  const uploads = ids.filter((id) => !forwarded.includes(id));
  await attachUploads(tx, viewer, { type: 'message', id: messageId }, uploads);
  await tx
    .insert(messageAttachments)
    .values(ids.map((fileId, position) => ({ messageId, fileId, position })));
  return ids.length;
}

/** The message the viewer sent before under this client id, if any. */
async function sentBefore(db: Db, viewer: Viewer, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.authorId, viewer.id), eq(messages.clientId, clientId)));
  return row?.id ?? null;
}

export type SendResult = { message: MessageDetail; created: boolean };

/**
 * POST /api/v1/messages. Recipients are fixed now: named members, the group's members at this moment,
 * or every active member. The author gets the message in their inbox only when they named themselves.
 * Mail goes out from a job, after the commit.
 *
 * A send that repeats an earlier client id answers the earlier message and changes nothing (no rows,
 * counters, attachments or mail). Two sends racing with the same id meet at the unique index
 * (author, client_id): the later insert does nothing and answers the first message.
 */
export async function sendMessage(ctx: AppContext, viewer: Viewer, body: SendBody): Promise<SendResult> {
  if (!canSendDirectMessages(viewer)) throw forbidden();
  const db = ctx.db;
  const replayed = body.client_id ? await sentBefore(db, viewer, body.client_id) : null;
  if (replayed) return { message: await getMessage(ctx, viewer, replayed, { open: false }), created: false };
  const network = await getNetwork(db);
  const content = sanitizeContent(body.content);
  checkComposer(viewer, body, content.plain);
  const starter = body.conversation_starter_id
    ? await asNotFound(findVisibleMessage(db, viewer, body.conversation_starter_id), {
        conversation_starter_id: ['is not a message you can answer'],
      })
    : null;
  const addressed = await addressedIds(db, network, viewer, body.to);
  const group = body.to_group ? await groupRecipients(db, viewer, body.to_group) : null;
  const fanOut = body.to_all_network_members ? await everyone(db, network) : (group?.ids ?? []);
  const named = new Set(addressed);
  const recipients = [...new Set([...addressed, ...fanOut.filter((id) => id !== viewer.id)])];
  if (recipients.length === 0) throw unprocessable({ to: ['reaches nobody'] });

  const id = newId();
  const now = new Date();
  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(messages)
      .values({
        id,
        authorId: viewer.id,
        subject: body.subject.trim(),
        content: content.html,
        plainContent: content.plain,
        conversationStarterId: starter?.conversationStarterId ?? id,
        toGroupId: group?.group.id ?? null,
        toGroupName: group?.group.name ?? null,
        toGroupSlug: group?.group.slug ?? null,
        toAllNetworkMembers: body.to_all_network_members,
        toCount: recipients.length,
        clientId: body.client_id ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: messages.id });
    if (inserted.length === 0) return false;
    for (let i = 0; i < recipients.length; i += 1000) {
      await tx
        .insert(messageRecipients)
        .values(
          recipients
            .slice(i, i + 1000)
            .map((memberId) => ({ messageId: id, memberId, addressed: named.has(memberId), createdAt: now })),
        );
    }
    await bumpCounters(tx, [
      ...recipients.map((memberId) => ({ memberId, inbox: 1, unread: 1 })),
      { memberId: viewer.id, sent: 1 },
    ]);
    const attached = await attachFiles(tx, viewer, id, attachmentIds(body));
    if (attached > 0)
      await tx.update(messages).set({ attachmentsCount: attached }).where(eq(messages.id, id));
    if (starter) {
      await tx
        .update(messages)
        .set({ repliesCount: sql`${messages.repliesCount} + 1` })
        .where(inArray(messages.id, [starter.conversationStarterId]));
    }
    return true;
  });
  if (!created && body.client_id) {
    const first = await sentBefore(db, viewer, body.client_id);
    if (first) return { message: await getMessage(ctx, viewer, first, { open: false }), created: false };
  }
  await unreadsChanged(ctx.bus, recipients);
  await ctx.jobs.enqueue(NOTIFY_JOB, { messageId: id });
  return { message: await getMessage(ctx, viewer, id, { open: false }), created: true };
}
