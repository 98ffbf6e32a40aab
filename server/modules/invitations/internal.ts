import type { MembershipInviteBody } from '../../../contract/invitations.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { inviteIntoGroup } from '../groups/service.js';
import { visibleMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { unreadsChanged } from '../unreads/service.js';
import type { InviteScope } from './scope.js';
import { invitations } from './tables.js';

const errorKey = (key: string) => `errors.invitations.${key}`;

/**
 * POST {scope}/membership_invites: members into groups. Members the inviter may not see count as
 * unknown (the answer must not tell them apart from ids that do not exist); those who already have a
 * membership row in a group are skipped there. The invited member accepts or declines at /invites.
 */
export async function inviteMembers(
  ctx: AppContext,
  request: { viewer: Viewer; ip: string },
  network: NetworkRecord,
  scope: InviteScope,
  body: MembershipInviteBody['membership_invites'],
): Promise<{ invited: number }> {
  const field = (name: string) => `membership_invites.${name}`;
  if (!scope.can.invite_internal) throw unprocessable({ base: [errorKey('not_allowed')] });
  const allowed = new Set(scope.groups.map((g) => g.id));
  const requested = body.group_ids ?? [];
  if (requested.some((id) => !allowed.has(id)))
    throw unprocessable({ [field('group_ids')]: [errorKey('unknown_group')] });
  const groupIds = scope.fixedGroupId ? [scope.fixedGroupId] : [...new Set(requested)];
  if (groupIds.length === 0) throw unprocessable({ [field('group_ids')]: [errorKey('group_required')] });
  const wanted = [...new Set(body.membership_ids)];
  const visible = await visibleMemberIds(ctx, network, request.viewer, wanted);
  if (wanted.some((id) => !visible.has(id))) {
    throw unprocessable({ [field('membership_ids')]: [errorKey('unknown_member')] });
  }
  const notified: string[] = [];
  const answer = await ctx.db.transaction(async (tx) => {
    let invited = 0;
    for (const groupId of groupIds) {
      const memberIds = await inviteIntoGroup(ctx, tx, {
        groupId,
        inviterId: request.viewer.id,
        memberIds: wanted,
      });
      if (memberIds.length === 0) continue;
      notified.push(...memberIds);
      const rows = await tx
        .insert(invitations)
        .values(
          memberIds.map((memberId) => ({
            kind: 'group' as const,
            scope: scope.type,
            scopeId: scope.id,
            authorId: request.viewer.id,
            memberId,
            groupIds: [groupId],
            body: body.additional_message ?? '',
          })),
        )
        .returning({ id: invitations.id, memberId: invitations.memberId });
      await ctx.audit.recordMany(
        rows.map((row) => ({
          type: 'InviteCreate' as const,
          actorId: request.viewer.id,
          membershipId: row.memberId,
          details: { invite_id: row.id, group_id: groupId, scope: scope.type },
          ip: request.ip,
        })),
        tx,
      );
      invited += rows.length;
    }
    return { invited };
  });
  // The invited members' notification counts changed (groups notify them in the transaction).
  await unreadsChanged(ctx.bus, [...new Set(notified)]);
  return answer;
}
