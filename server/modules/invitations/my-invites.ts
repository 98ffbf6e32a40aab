import type { GroupInviteList } from '../../../contract/invitations.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { openGroupInvitations } from '../groups/service.js';
import { memberContactsByIds } from '../members/service.js';

/**
 * GET /api/v1/invites?filter=groups: the member's own open group invitations. Accepting and declining
 * are the group's join and leave (POST and DELETE /api/v1/groups/{id}/join). Only open ones exist:
 * an answered invitation is a membership or nothing.
 */
export async function myGroupInvites(
  ctx: AppContext,
  viewer: Viewer,
  query: { status: string; limit: number; page: number },
): Promise<GroupInviteList> {
  if (query.status !== 'open') return { invites: [], total: 0, nextPage: null };
  const { rows, total } = await openGroupInvitations(ctx.db, viewer.id, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const authors = await memberContactsByIds(ctx.db, [
    ...new Set(rows.flatMap((row) => (row.invitedById ? [row.invitedById] : []))),
  ]);
  return {
    invites: rows.map((row) => {
      const author = row.invitedById ? authors.get(row.invitedById) : undefined;
      return {
        // One invitation per group and member, so the group's id names it.
        id: row.id,
        invitable: { id: row.id, slug: row.slug, name: row.name },
        invitable_type: 'Group' as const,
        author: author ? { id: author.id, name: `${author.firstName} ${author.lastName}`.trim() } : null,
        inviteStatus: 'open' as const,
        created_at: (row.invitedAt ?? row.createdAt).toISOString(),
      };
    }),
    total,
    nextPage: query.page * query.limit < total ? query.page + 1 : null,
  };
}
