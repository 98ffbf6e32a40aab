import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MessageDetail, sendBody } from '../../../contract/messages.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, forbidden, unprocessable } from '../../platform/errors.js';
import { type ClaimKey, type IdempotencyKey, once } from '../../platform/idempotency/idempotency.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { newId } from '../../platform/ids.js';
import { indexLater } from '../../platform/modules/extensions.js';
import { sanitizeContent } from '../../platform/rich-text.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { attachUploads } from '../files/service.js';
import { membersOfGroupsVisibleTo, visibleGroup } from '../groups/service.js';
import { findMembers, reachableMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { notify } from '../notifications/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { bumpCounters } from './counters.js';
import { MESSAGE_NOTIFICATION, messageConversation } from './notification-kind.js';
import { NOTIFY_JOB } from './notify.js';
import { canSendDirectMessages, canSendToAll, canWriteToGroup } from './policy.js';
import { getMessage, readableAttachmentIds, visibleMessage } from './service.js';
import { messageAttachments, messageRecipients, messages } from './tables.js';

type SendBody = z.infer<typeof sendBody>;
type GroupRef = { id: string; slug: string; name: string };

/** Who reads every member's record when fanning out to everyone (the sender is checked before). */
const EVERYONE = { id: '', isExternal: false, isNetworkAdmin: true };
const MAX_FAN_OUT = 100_000;

/** Members named in `to`: each must be visible to the sender and active, or the whole send is refused. */
async function addressedIds(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  to: string[],
): Promise<string[]> {
  const ids = [...new Set(to)];
  if (ids.length === 0) return [];
  const within = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const { records } = await findMembers(ctx, network, viewer, { page: 1, per: ids.length, within });
  const reachable = records.filter((r) => !r.lockedAt && !r.deletedAt);
  if (reachable.length !== ids.length) {
    throw unprocessable({ to: ['errors.messages.recipient_not_allowed'] });
  }
  return ids;
}

/** The group's active members as far as the sender may see them (an expansion reveals nobody else). */
async function groupRecipients(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
): Promise<{ group: GroupRef; ids: string[] }> {
  const fields = { to_group: ['errors.messages.group_not_allowed'] };
  const context = await visibleGroup(ctx.db, viewer, ref);
  if (!context || !canWriteToGroup(viewer, context.state)) throw unprocessable(fields);
  const ids = await reachableMemberIds(ctx, network, viewer, {
    within: [membersOfGroupsVisibleTo(ctx.db, viewer, [context.group.id])],
  });
  const { id, slug, name } = context.group;
  return { group: { id, slug, name }, ids };
}

async function everyone(ctx: AppContext, network: NetworkRecord): Promise<string[]> {
  const { records } = await findMembers(ctx, network, EVERYONE, { page: 1, per: MAX_FAN_OUT });
  return records.filter((r) => !r.lockedAt && !r.deletedAt).map((r) => r.id);
}

function checkComposer(viewer: Viewer, body: SendBody, plain: string): void {
  const fields: FieldErrors = {};
  if (body.to.length === 0 && !body.to_group && !body.to_all_network_members) {
    fields.to = ['js.required'];
  }
  if (body.subject.trim() === '' && plain === '') {
    fields.subject = ['errors.messages.subject_or_content'];
    fields.content = ['errors.messages.subject_or_content'];
  }
  if (body.to_all_network_members && !canSendToAll(viewer)) {
    fields.to_all_network_members = ['errors.messages.to_all_not_allowed'];
  } else if (body.to_all_network_members && body.conversation_starter_id) {
    fields.to_all_network_members = ['errors.messages.to_all_in_reply'];
  }
  if (Object.keys(fields).length > 0) throw unprocessable(fields);
}

const attachmentIds = (body: SendBody) => [
  ...new Set(body.attachments.map((a) => (typeof a === 'string' ? a : a.id))),
];

/** Forwarded attachments the sender can read are linked again; everything else must be a new upload. */
async function attachFiles(tx: Tx, viewer: Viewer, messageId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const forwarded = await readableAttachmentIds(tx, viewer, ids);
  const uploads = ids.filter((id) => !forwarded.has(id));
  await attachUploads(tx, viewer, { type: 'message', id: messageId }, uploads);
  await tx
    .insert(messageAttachments)
    .values(ids.map((fileId, position) => ({ messageId, fileId, position })));
  return ids.length;
}

export type SendResult = { message: MessageDetail; created: boolean };

/**
 * POST /api/v1/messages. Recipients are fixed now: named members, the group's members at this moment,
 * or every active member. The author gets the message in their inbox only when they named themselves.
 * Mail goes out from a job queued in the same transaction.
 *
 * Under an Idempotency-Key a repeated send answers the first message and changes nothing (no rows,
 * counters, attachments or mail), also when two copies race (platform/idempotency).
 */
export async function sendMessage(
  ctx: AppContext,
  viewer: Viewer,
  body: SendBody,
  key: IdempotencyKey | null = null,
): Promise<SendResult> {
  if (!canSendDirectMessages(viewer)) throw forbidden();
  const { id, replayed } = await once(ctx.db, key, (claim) => storeMessage(ctx, viewer, body, claim));
  return { message: await getMessage(ctx, viewer, id, { open: false }), created: !replayed };
}

async function storeMessage(
  ctx: AppContext,
  viewer: Viewer,
  body: SendBody,
  claim: ClaimKey,
): Promise<string> {
  const db = ctx.db;
  const network = await ctx.network.get();
  const content = sanitizeContent(body.content);
  checkComposer(viewer, body, content.plain);
  const starter = body.conversation_starter_id
    ? await visibleMessage(db, viewer, body.conversation_starter_id)
    : null;
  if (body.conversation_starter_id && !starter) {
    throw unprocessable({ conversation_starter_id: ['errors.messages.starter_not_answerable'] });
  }
  const addressed = await addressedIds(ctx, network, viewer, body.to);
  const group = body.to_group ? await groupRecipients(ctx, network, viewer, body.to_group) : null;
  const fanOut = body.to_all_network_members ? await everyone(ctx, network) : (group?.ids ?? []);
  const named = new Set(addressed);
  const recipients = [...new Set([...addressed, ...fanOut.filter((id) => id !== viewer.id)])];
  if (recipients.length === 0) throw unprocessable({ to: ['errors.messages.no_recipients'] });

  const id = newId();
  const now = new Date();
  await db.transaction(async (tx) => {
    await claim(tx, id);
    await tx.insert(messages).values({
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
      createdAt: now,
    });
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
    // With the rows it mails about: a crash or a failing publish after the commit cannot lose it.
    await ctx.jobs.enqueue(tx, NOTIFY_JOB, { messageId: id });
    // One entry per conversation: "Anna and 2 others wrote in ...". Recipients are fixed now, and a
    // recipient always sees their own copy: each entry is visible to its recipient.
    await notify(ctx, tx, {
      kind: MESSAGE_NOTIFICATION,
      recipientIds: recipients,
      actorId: viewer.id,
      subject: messageConversation(starter?.conversationStarterId ?? id),
      url: `/messages/${id}`,
      visibility: (recipientId) => [visibleTo.member(recipientId)],
      data: { title: body.subject.trim() },
    });
    await indexLater(ctx, tx, 'messages', [id]);
  });
  await unreadsChanged(ctx.bus, recipients);
  return id;
}
