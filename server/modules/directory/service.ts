import { DIRECTORY_LIMIT, type DirectoryEntry, type DirectoryResponse } from '../../../contract/directory.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { searchGroups } from '../groups/service.js';
import { findMembers, presentRoleBadge, searchNetworkRoles, searchTerms } from '../members/service.js';
import { canChat } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';

export {
  directoryChannelsPage,
  directoryGroupPage,
  directoryMemberPage,
  directoryOverview,
  searchMemberships,
} from './pages.js';

export type DirectoryQuery = {
  q?: string;
  onlyMyGroups: boolean;
  onlyMyAdminGroups?: boolean;
  onlyChatEnabled: boolean;
  includeMembershipRoles: boolean;
};

/**
 * The pickers' lookup (chat "new chat", recipients): members first (without the viewer), then groups
 * by category order and name, then network roles. `only_my_groups` narrows the groups to the viewer's
 * own, `only_my_admin_groups` to those the viewer administers (the groups a member without the to-all
 * privilege may write a direct message to); `only_chat_enabled` keeps members and groups one can chat with. Each part is fetched with one
 * entry above the limit, so "too large" is known without counting everything.
 */
export async function searchDirectory(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  query: DirectoryQuery,
): Promise<DirectoryResponse> {
  const terms = searchTerms(query.q);
  const chatAllowed = !query.onlyChatEnabled || canChat(viewer, network);
  const over = DIRECTORY_LIMIT + 1;
  const members = chatAllowed
    ? await findMembers(ctx, network, viewer, {
        q: query.q,
        page: 1,
        per: over,
        excludeSelf: true,
        chatPartnersOnly: query.onlyChatEnabled,
      })
    : { rows: [], total: 0 };
  const groups = chatAllowed
    ? await searchGroups(ctx.db, viewer, {
        terms,
        onlyMine: query.onlyMyGroups,
        onlyAdministered: query.onlyMyAdminGroups,
        chatOnly: query.onlyChatEnabled,
        limit: over,
      })
    : [];
  // Only roles the viewer may use (members/policy.usableRoles): a guest learns no role of members
  // they may not see.
  const roles = query.includeMembershipRoles
    ? await searchNetworkRoles(ctx, network, viewer, terms, over)
    : [];

  const entries: DirectoryEntry[] = [
    ...members.rows.map((member): DirectoryEntry => ({ type: 'member', id: member.id, member })),
    ...groups.map(
      ({ group, category }): DirectoryEntry => ({
        type: 'group',
        id: group.id,
        slug: group.slug,
        name: group.name,
        profile_image: group.profileImageUrl,
        category: { id: category.id, name: category.name, plural_name: category.pluralName },
        chat: group.chatEnabled,
      }),
    ),
    ...roles.map(
      (role): DirectoryEntry => ({
        type: 'membership_role',
        id: role.id,
        role: presentRoleBadge(role),
        plural_name: role.pluralName,
      }),
    ),
  ];
  const total = members.total + groups.length + roles.length;
  return { entries: entries.slice(0, DIRECTORY_LIMIT), total, too_large: total > DIRECTORY_LIMIT };
}

/** GET /directory/members: one page of the members directory. */
export async function directoryMembers(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  query: { q?: string; page: number; per: number },
) {
  const { rows, total } = await findMembers(ctx, network, viewer, query);
  return { entries: rows, total, page: query.page, per: query.per, too_large: total > DIRECTORY_LIMIT };
}
