import { z } from 'zod';
import { channelPaths, type DirectoryChannelPage } from '../../../contract/channels';
import type { DirectoryEntry, DirectoryResponse } from '../../../contract/directory';
import { type TagFindResponse, tagsPaths } from '../../../contract/tags';
import { apiFetch } from '../../app/api/client';
import type { MemberList } from '../../app/api/types';

export const PICK_KINDS = ['member', 'group', 'membership_role', 'tag', 'channel'] as const;
export type PickKind = (typeof PICK_KINDS)[number];

/**
 * A chosen member, group, membership role, tag or channel (by slug); `detail` is shown beside the name
 * (a group's category).
 */
export type Pick = { id: string; name: string; kind: PickKind; detail?: string };

/** A pick as a form keeps it (the forms' zod schemas). */
export const pickSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PICK_KINDS),
  detail: z.string().optional(),
});

/** Where a picker looks: a cache key and the search for a server search term (`text*`). */
export type PickSource = {
  key: readonly unknown[];
  search: (term: string, signal: AbortSignal) => Promise<Pick[]>;
};

export const memberPick = (member: { id: string; displayName: string }): Pick => ({
  id: member.id,
  name: member.displayName,
  kind: 'member',
});

const directoryPick = (entry: DirectoryEntry): Pick =>
  entry.type === 'member'
    ? memberPick(entry.member)
    : entry.type === 'group'
      ? { id: entry.id, name: entry.name, kind: 'group', detail: entry.category.name }
      : { id: entry.id, name: entry.plural_name || entry.role.name, kind: 'membership_role' };

/** GET /members?q=text*: members only (organisers, contacts, calendar shares, replies). */
export const memberSource: PickSource = {
  key: ['picker', 'members'],
  search: async (q, signal) =>
    (await apiFetch<MemberList>('/members', { signal, query: { q, page: 1, per: 20 } })).entries.map(
      memberPick,
    ),
};

/** GET /directory?q=text*: groups only (groups to promote). */
export const groupSource: PickSource = {
  key: ['picker', 'groups'],
  search: async (q, signal) =>
    (await apiFetch<DirectoryResponse>('/directory', { signal, query: { q } })).entries
      .filter((entry) => entry.type === 'group')
      .map(directoryPick),
};

/** GET /directory/channels.json?q=text: channels the viewer finds in lists, picked by slug. */
export const channelSource: PickSource = {
  key: ['picker', 'channels'],
  search: async (q, signal) =>
    (
      await apiFetch<DirectoryChannelPage>(channelPaths.directory, {
        signal,
        query: { q: q.replace(/\*$/, ''), per: 20 },
      })
    ).entries.map((channel) => ({ id: channel.slug, name: channel.title, kind: 'channel' })),
};

/** GET /directory?q=text*&include_membership_roles=true: members, groups and roles to invite. */
export const inviteeSource: PickSource = {
  key: ['picker', 'invitees'],
  search: async (q, signal) =>
    (
      await apiFetch<DirectoryResponse>('/directory', {
        signal,
        query: { q, include_membership_roles: true },
      })
    ).entries.map(directoryPick),
};

/**
 * Members, then groups to write to: without the privilege to write to everyone only the groups the
 * member administers (`only_my_admin_groups`), the groups the server accepts (messages/policy.ts).
 */
export const recipientSource = (onlyAdministeredGroups: boolean): PickSource => ({
  key: ['picker', 'recipients', onlyAdministeredGroups],
  search: async (q, signal) => {
    const [members, directory] = await Promise.all([
      memberSource.search(q, signal),
      apiFetch<DirectoryResponse>('/directory', {
        signal,
        query: { q, only_my_admin_groups: onlyAdministeredGroups },
      }),
    ]);
    return [...members, ...directory.entries.filter((entry) => entry.type === 'group').map(directoryPick)];
  },
});

/**
 * GET /tags/find?q=: tags to choose, and (unless `excludeNew`) the typed name as a new tag whose id is
 * `new_<name>` until the form is saved. `parents` limits the offer to children of these tags (tag
 * fields of apps). The picker's trailing '*' is dropped: a tag name is matched as typed.
 */
export const tagSource = (options: { parents?: string[]; excludeNew?: boolean } = {}): PickSource => ({
  key: ['picker', 'tags', options.parents ?? [], options.excludeNew ?? false],
  search: async (q, signal) =>
    (
      await apiFetch<TagFindResponse>(tagsPaths.find, {
        signal,
        query: {
          q: q.replace(/\*$/, ''),
          tag_parents: options.parents?.join(','),
          exclude_new: options.excludeNew ? true : undefined,
        },
      })
    ).entries.map((tag): Pick => ({ id: tag.id, name: tag.name, kind: 'tag' })),
});
