import type { AudienceEntry } from '../../../contract/channels.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { groupKey } from '../groups/policy.js';
import { roleKey } from '../members/policy.js';
import { canCreateChannels } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';

/**
 * Who may do what with a channel (part 1 section 6). Audiences are written as visibility keys
 * (platform/visibility/keys.ts) so that lists, counts and search filter in SQL; the rules below are
 * the only place that turns audience entries into keys.
 */

export type ChannelStatus = 'draft' | 'published' | 'archived';

/** The keys of one audience entry: the members it names hold them (apps use it for their audiences). */
export function entryKeys(entry: AudienceEntry): string[] {
  switch (entry.type) {
    case 'member':
      return [visibleTo.member(entry.id)];
    case 'group':
      return [groupKey(entry.id)];
    case 'membership_role':
      return [roleKey(entry.id)];
    case 'system_role':
      return [entry.id === 'network_admin' ? visibleTo.networkAdmins : visibleTo.internalMembers];
  }
}

/** Who may update: the editors named, and network administrators always. */
export function editorKeysOf(editors: readonly AudienceEntry[]): string[] {
  return [...new Set([visibleTo.networkAdmins, ...editors.flatMap(entryKeys)])];
}

/** Who may open the channel: its audience (every network member when none is named) and its editors. */
export function pageKeysOf(audience: readonly AudienceEntry[], editors: readonly AudienceEntry[]): string[] {
  const readers = audience.length === 0 ? [visibleTo.internalMembers] : audience.flatMap(entryKeys);
  return [...new Set([...readers, ...editorKeysOf(editors)])];
}

/** Who finds the channel in lists, counts and search: its readers while published, else its editors. */
export function listKeysOf(
  status: ChannelStatus,
  audience: readonly AudienceEntry[],
  editors: readonly AudienceEntry[],
): string[] {
  return status === 'published' ? pageKeysOf(audience, editors) : editorKeysOf(editors);
}

/** The keys of a channel row, as stored (tables.ts). */
export function channelKeys(
  status: ChannelStatus,
  audience: readonly AudienceEntry[],
  editors: readonly AudienceEntry[],
) {
  return {
    pageKeys: pageKeysOf(audience, editors),
    editorKeys: editorKeysOf(editors),
    visibility: listKeysOf(status, audience, editors),
  };
}

const overlaps = (a: readonly string[], b: ReadonlySet<string>) => a.some((key) => b.has(key));

/** The stored keys of a channel row, and the viewer's keys. */
export type ChannelKeys = { pageKeys: string[]; editorKeys: string[]; visibility: string[] };

export const canOpenChannel = (channel: ChannelKeys, keys: ReadonlySet<string>) =>
  overlaps(channel.pageKeys, keys);
export const canUpdateChannel = (channel: ChannelKeys, keys: ReadonlySet<string>) =>
  overlaps(channel.editorKeys, keys);
/** Found in lists; also who may subscribe (a draft is subscribed to by nobody but its editors). */
export const canListChannel = (channel: ChannelKeys, keys: ReadonlySet<string>) =>
  overlaps(channel.visibility, keys);

/** Creating channels: `can.create_channels` of the network policy. */
export const canCreateChannel = (viewer: Viewer, network: NetworkRecord) =>
  canCreateChannels(viewer, network);

/** A channel's content shows to those who may update it, and to everyone while it is published. */
export const contentHidden = (status: ChannelStatus, canUpdate: boolean) =>
  status !== 'published' && !canUpdate;
