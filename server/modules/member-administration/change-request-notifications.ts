import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { activeAdministratorIds } from '../members/service.js';
import { markSubjectRead, type NotifyContext, notify } from '../notifications/service.js';
import { unreadsChanged } from '../unreads/service.js';

/** A member asks for a profile change: the network's administrators decide. */
export const CHANGE_REQUEST_NOTIFICATION = 'change_requests.new';
/** An administrator approved or rejected a member's request: the member learns which. */
export const CHANGE_REQUEST_APPROVED_NOTIFICATION = 'change_requests.approved';
export const CHANGE_REQUEST_REJECTED_NOTIFICATION = 'change_requests.rejected';

/** All waiting requests are one thread for the administrators, read when one opens the list. */
const waitingRequests = { type: 'profile_change_requests', id: 'network' };

/** In the transaction that stores the request; visible while the recipients hold `network-admin`. */
export async function notifyChangeRequest(ctx: NotifyContext, tx: Tx, memberId: string): Promise<string[]> {
  return notify(ctx, tx, {
    kind: CHANGE_REQUEST_NOTIFICATION,
    recipientIds: await activeAdministratorIds(tx),
    actorId: memberId,
    subject: waitingRequests,
    url: '/administration/change_requests',
    visibility: ['network-admin'],
  });
}

/** In the decision's transaction; the member's own entry (`member:<id>`), leading to their profile. */
export async function notifyChangeRequestDecided(
  ctx: NotifyContext,
  tx: Tx,
  decision: {
    requestId: string;
    memberId: string;
    actorId: string;
    status: 'approved' | 'rejected';
    message: string;
  },
): Promise<string[]> {
  return notify(ctx, tx, {
    kind:
      decision.status === 'approved'
        ? CHANGE_REQUEST_APPROVED_NOTIFICATION
        : CHANGE_REQUEST_REJECTED_NOTIFICATION,
    recipientIds: [decision.memberId],
    actorId: decision.actorId,
    subject: { type: 'profile_change_request', id: decision.requestId },
    url: `/members/${decision.memberId}`,
    visibility: [`member:${decision.memberId}`],
    data: { message: decision.message },
  });
}

/** An administrator opened the list: the waiting requests' entry is read. */
export async function markChangeRequestsRead(ctx: AppContext, viewer: Viewer) {
  if (await markSubjectRead(ctx.db, viewer.id, waitingRequests)) await unreadsChanged(ctx.bus, [viewer.id]);
}
