import { and, asc, eq } from 'drizzle-orm';
import {
  type ChangeRequest,
  type ChangeRequestForm,
  type ChangeRequestList,
  type CreateChangeRequestBody,
  createChangeRequestBody,
  type RejectChangeRequestBody,
  rejectChangeRequestBody,
} from '../../../contract/change-requests.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { locateLater } from '../../platform/maps.js';
import {
  canRequestProfileChanges,
  changeRequestKeys,
  getMemberRecord,
  lockAccountRow,
  memberRecordsByIds,
  memberRowsByIds,
  mergedProfile,
  setProfileValues,
} from '../members/service.js';
import { canAdministrateNetwork } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import { unreadsChanged } from '../unreads/service.js';
import {
  markChangeRequestsRead,
  notifyChangeRequest,
  notifyChangeRequestDecided,
} from './change-request-notifications.js';
import { profileChangeRequests } from './tables.js';

/**
 * Profile change requests (part 3 sections 2.2, 3.5, 5, 7). While the config's
 * `change_requests_enabled` is on, members change the profile fields the network reserves
 * (`change_request_profile_fields`) only by asking; network administrators approve (the values are
 * written to the profile with the audit entry and the member's notification, in one transaction) or
 * reject (with an optional message). Everything answers 404 to whoever may not use it: the form and
 * the request to members without reserved fields, the list and the decisions to anyone but network
 * administrators, a decided request to everyone.
 */

type Row = typeof profileChangeRequests.$inferSelect;
type Actor = { viewer: Viewer; ip: string };

const labelsOf = (network: NetworkRecord) =>
  new Map(network.settings.profile_fields.map((field) => [field.key, field] as const));

function requireRequester(viewer: Viewer, network: NetworkRecord) {
  if (!canRequestProfileChanges(viewer, network)) throw notFound('page');
}

function requireDecider(viewer: Viewer, network: NetworkRecord) {
  if (!network.config.change_requests_enabled || !canAdministrateNetwork(viewer)) throw notFound('page');
}

async function pendingOf(ctx: AppContext, memberId: string): Promise<Row | null> {
  const [row] = await ctx.db
    .select()
    .from(profileChangeRequests)
    .where(and(eq(profileChangeRequests.memberId, memberId), eq(profileChangeRequests.status, 'pending')));
  return row ?? null;
}

/** GET /change_requests/new */
export async function changeRequestForm(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
): Promise<ChangeRequestForm> {
  requireRequester(viewer, network);
  const [record, pending] = await Promise.all([
    getMemberRecord(ctx.db, viewer.id),
    pendingOf(ctx, viewer.id),
  ]);
  const reserved = changeRequestKeys(viewer, network);
  return {
    fields: network.settings.profile_fields
      .filter((field) => reserved.has(field.key))
      .map((field) => ({ ...field, value: record.profile[field.key] ?? '' })),
    pending: pending
      ? { id: pending.id, changes: pending.changes, created_at: pending.createdAt.toISOString() }
      : null,
  };
}

/**
 * POST /change_requests: the fields that differ from the profile, only reserved ones (others are
 * changed directly on the profile form); at least one. A waiting request is replaced.
 */
export async function createChangeRequest(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  input: CreateChangeRequestBody,
) {
  requireRequester(viewer, network);
  const { profile } = createChangeRequestBody.parse(input).change_request;
  const reserved = changeRequestKeys(viewer, network);
  const problems: Record<string, string[]> = {};
  for (const key of Object.keys(profile)) {
    if (!reserved.has(key))
      problems[`change_request.profile.${key}`] = ['errors.change_requests.field_not_requestable'];
  }
  if (Object.keys(problems).length > 0) throw unprocessable(problems);
  const { row, notified } = await ctx.db.transaction(async (tx) => {
    const record = await lockAccountRow(tx, viewer.id);
    if (!record) throw notFound('member');
    const changes = Object.fromEntries(
      Object.entries(profile)
        .map(([key, value]) => [key, value.trim()] as const)
        .filter(([key, value]) => value !== (record.profile[key] ?? '')),
    );
    if (Object.keys(changes).length === 0) {
      throw unprocessable({ 'change_request.profile': ['errors.change_requests.nothing_changed'] });
    }
    // The member's row lock serialises this with a second submit, so one request waits at most.
    await tx
      .delete(profileChangeRequests)
      .where(and(eq(profileChangeRequests.memberId, viewer.id), eq(profileChangeRequests.status, 'pending')));
    const [inserted] = await tx
      .insert(profileChangeRequests)
      .values({ memberId: viewer.id, changes })
      .returning();
    if (!inserted) throw new Error('change request not stored');
    return { row: inserted, notified: await notifyChangeRequest(ctx, tx, viewer.id) };
  });
  await unreadsChanged(ctx.bus, notified);
  return { id: row.id, changes: row.changes, created_at: row.createdAt.toISOString() };
}

function presentRequest(
  network: NetworkRecord,
  row: Row,
  member: { name: string; images: ChangeRequest['member']['images']; path: string } | undefined,
  profile: Record<string, string>,
): ChangeRequest {
  const fields = labelsOf(network);
  const before = row.previous ?? profile;
  const pending = row.status === 'pending';
  return {
    id: row.id,
    status: row.status,
    member: {
      id: row.memberId,
      name: member?.name ?? '',
      images: member?.images ?? { small: null, medium: null },
      path: member?.path ?? `/members/${row.memberId}`,
    },
    changes: Object.entries(row.changes).map(([key, to]) => ({
      key,
      label: fields.get(key)?.label ?? key,
      from: before[key] ?? '',
      to,
    })),
    created_at: row.createdAt.toISOString(),
    can: { approve: pending, reject: pending },
  };
}

/** GET /administration/change_requests: the waiting requests, oldest first; reads the admins' entry. */
export async function listChangeRequests(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
): Promise<ChangeRequestList> {
  requireDecider(viewer, network);
  const rows = await ctx.db
    .select()
    .from(profileChangeRequests)
    .where(eq(profileChangeRequests.status, 'pending'))
    .orderBy(asc(profileChangeRequests.createdAt), asc(profileChangeRequests.id));
  const memberIds = rows.map((row) => row.memberId);
  const [people, records] = await Promise.all([
    memberRowsByIds(ctx.db, network, memberIds),
    memberRecordsByIds(ctx.db, memberIds),
  ]);
  const profiles = new Map(records.map((record) => [record.id, record.profile]));
  await markChangeRequestsRead(ctx, viewer);
  return {
    change_requests: rows
      // A deleted member's request is left out (the row goes with the member's anonymisation).
      .filter((row) => profiles.has(row.memberId) && people.has(row.memberId))
      .map((row) => presentRequest(network, row, people.get(row.memberId), profiles.get(row.memberId) ?? {})),
  };
}

/**
 * Approve or reject: the request row locked (a second decision finds it decided: 404), the member's
 * row locked for the profile write; the audit entry and the member's notification in the same
 * transaction. Approving writes only fields the network still reserves and still configures.
 */
async function decide(
  ctx: AppContext,
  network: NetworkRecord,
  actor: Actor,
  id: string,
  decision: { status: 'approved' | 'rejected'; message: string },
): Promise<ChangeRequest> {
  requireDecider(actor.viewer, network);
  if (!isId(id)) throw notFound('change request');
  const { row, profile, notified } = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(profileChangeRequests)
      .where(and(eq(profileChangeRequests.id, id), eq(profileChangeRequests.status, 'pending')))
      .for('update');
    if (!request) throw notFound('change request');
    const member = await lockAccountRow(tx, request.memberId);
    if (!member) throw notFound('change request');
    const configured = new Set(network.settings.profile_fields.map((field) => field.key));
    const applied = Object.fromEntries(
      Object.entries(request.changes).filter(([key]) => configured.has(key)),
    );
    const previous = Object.fromEntries(
      Object.keys(request.changes).map((key) => [key, member.profile[key] ?? '']),
    );
    const nextProfile =
      decision.status === 'approved' ? mergedProfile(member.profile, applied) : member.profile;
    if (decision.status === 'approved') {
      await setProfileValues(tx, member.id, nextProfile);
      await locateLater(ctx, tx, [{ type: 'member', id: member.id }]);
    }
    const [decided] = await tx
      .update(profileChangeRequests)
      .set({
        status: decision.status,
        previous,
        decidedById: actor.viewer.id,
        decidedAt: new Date(),
        rejectionMessage: decision.message,
      })
      .where(eq(profileChangeRequests.id, request.id))
      .returning();
    if (!decided) throw new Error('change request not decided');
    await ctx.audit.record(
      {
        type: decision.status === 'approved' ? 'ProfileChangeRequestApprove' : 'ProfileChangeRequestReject',
        actorId: actor.viewer.id,
        membershipId: member.id,
        details: {
          change_request_id: request.id,
          changes: Object.fromEntries(
            Object.entries(request.changes).map(([key, to]) => [key, { from: previous[key], to }]),
          ),
        },
        ip: actor.ip,
      },
      tx,
    );
    const recipients = await notifyChangeRequestDecided(ctx, tx, {
      requestId: request.id,
      memberId: member.id,
      actorId: actor.viewer.id,
      status: decision.status,
      message: decision.message,
    });
    return { row: decided, profile: nextProfile, notified: recipients };
  });
  await unreadsChanged(ctx.bus, notified);
  const people = await memberRowsByIds(ctx.db, network, [row.memberId]);
  return presentRequest(network, row, people.get(row.memberId), profile);
}

/** POST /administration/change_requests/{id}/approve */
export function approveChangeRequest(ctx: AppContext, network: NetworkRecord, actor: Actor, id: string) {
  return decide(ctx, network, actor, id, { status: 'approved', message: '' });
}

/** POST /administration/change_requests/{id}/reject */
export function rejectChangeRequest(
  ctx: AppContext,
  network: NetworkRecord,
  actor: Actor,
  id: string,
  input: RejectChangeRequestBody,
) {
  const { rejection_message } = rejectChangeRequestBody.parse(input);
  return decide(ctx, network, actor, id, { status: 'rejected', message: rejection_message?.trim() ?? '' });
}
