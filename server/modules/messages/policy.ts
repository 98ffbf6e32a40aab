import type { z } from 'zod';
import type { messageCan } from '../../../contract/messages.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { canAdministrateGroup, type GroupState } from '../groups/policy.js';
import { canAdministrateNetwork } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';

/**
 * Who may do what with direct messages. The service enforces with these functions and present.ts
 * sends them as `can` flags.
 *
 * - Every member may write direct messages, guests (external members) included: they write only to
 *   members they can see (members/policy.ts: network administrators and people of their groups), so
 *   messages give them no reach beyond the directory they already have.
 * - Writing to all network members is for network administrators, and never in a reply.
 * - Writing to a group needs to administer it, unless one may write to everyone anyway (then any group
 *   one can see will do); composers ask the directory with only_my_admin_groups accordingly.
 * - A message is visible to its author until they delete it from the sent list, and to each recipient
 *   until they delete it from their inbox. Anything else answers 404.
 */
export function canSendDirectMessages(viewer: Viewer | null): viewer is Viewer {
  return viewer !== null;
}

export function canSendToAll(viewer: Viewer | null): boolean {
  return canSendDirectMessages(viewer) && canAdministrateNetwork(viewer);
}

export function canWriteToGroup(viewer: Viewer, group: GroupState): boolean {
  return canSendToAll(viewer) || canAdministrateGroup(viewer, group);
}

/** Translation is offered when the network translates and a provider is configured (translate.ts). */
export function canTranslate(network: NetworkRecord, providerConfigured: boolean): boolean {
  return network.config.automatic_translation_enabled && providerConfigured;
}

export function messageCanFlags(
  viewer: Viewer,
  network: NetworkRecord,
  providerConfigured: boolean,
): z.infer<typeof messageCan> {
  const send = canSendDirectMessages(viewer);
  return {
    reply: send,
    reply_all: send,
    share: send,
    send_to_all: canSendToAll(viewer),
    delete: true,
    translate: canTranslate(network, providerConfigured),
  };
}
