import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { activeAdministratorIds } from '../members/service.js';
import { markSubjectRead, type NotifyContext, notify } from '../notifications/service.js';
import { unreadsChanged } from '../unreads/service.js';

/** Someone confirmed their address and waits for approval: the network's administrators decide. */
export const JOIN_REQUEST_NOTIFICATION = 'joining.join_request';

/** All waiting requests are one thread, read when an administrator opens the list. */
const waitingRequests = { type: 'network_join_requests', id: 'network' };

/**
 * Tells the administrators, in the transaction that makes the request wait. Visible while they hold
 * the `network-admin` key. Answers who was notified, for `unreadsChanged` after the commit.
 */
export async function notifyJoinRequest(
  ctx: NotifyContext,
  tx: Tx,
  person: { firstName: string; lastName: string },
): Promise<string[]> {
  return notify(ctx, tx, {
    kind: JOIN_REQUEST_NOTIFICATION,
    recipientIds: await activeAdministratorIds(tx),
    actorId: null,
    subject: waitingRequests,
    url: '/administration/join_requests',
    visibility: ['network-admin'],
    data: { name: `${person.firstName} ${person.lastName}`.trim() },
  });
}

/** An administrator opened the list: the requests' entry is read. */
export async function markJoinRequestsRead(ctx: AppContext, viewer: Viewer) {
  if (await markSubjectRead(ctx.db, viewer.id, waitingRequests)) await unreadsChanged(ctx.bus, [viewer.id]);
}
