import type { SessionEntry } from '../../../contract/sessions.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { endSessions } from '../../platform/sessions/end-sessions.js';
import { memberSessions, sessionPublicId } from '../../platform/sessions/sessions.js';
import { memberRecordById } from '../members/service.js';
import { describeUserAgent } from './user-agent.js';

type Actor = { viewer: CurrentMember; ip: string };

/** GET /api/v1/users/sessions: the member's live sessions, this one marked. */
export async function listSessions(ctx: AppContext, viewer: CurrentMember): Promise<SessionEntry[]> {
  const rows = await memberSessions(ctx.db, viewer.id);
  return rows.map((row) => ({
    id: sessionPublicId(row.tokenHash),
    current: row.tokenHash === viewer.sessionTokenHash,
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
  }));
}

async function recordEnded(
  ctx: AppContext,
  actor: Actor,
  memberId: string,
  scope: 'one' | 'others' | 'all',
  count: number,
) {
  await ctx.audit.record({
    type: 'SessionsEnd',
    actorId: actor.viewer.id,
    membershipId: memberId,
    details: { scope, count },
    ip: actor.ip,
  });
}

/**
 * DELETE /api/v1/users/sessions/{id}: ends another session of the member. A session of someone else
 * or an unknown id answers 404; this session is ended by signing out.
 */
export async function endOwnSession(ctx: AppContext, actor: Actor, publicId: string) {
  const rows = await memberSessions(ctx.db, actor.viewer.id);
  const target = rows.find((row) => sessionPublicId(row.tokenHash) === publicId);
  if (!target) throw notFound('session');
  if (target.tokenHash === actor.viewer.sessionTokenHash) {
    throw unprocessable({ base: ['errors.sessions.current'] }, 'Sign out to end this session.');
  }
  const ended = await endSessions(ctx, { memberId: actor.viewer.id, sessionIds: [target.tokenHash] });
  await recordEnded(ctx, actor, actor.viewer.id, 'one', ended.length);
}

/** DELETE /api/v1/users/sessions: ends every session of the member but this one. */
export async function endOtherSessions(ctx: AppContext, actor: Actor) {
  const ended = await endSessions(ctx, { memberId: actor.viewer.id, except: actor.viewer.sessionTokenHash });
  await recordEnded(ctx, actor, actor.viewer.id, 'others', ended.length);
  return ended.length;
}

/** DELETE /administration/members/{id}/sessions: an administrator signs a member out everywhere. */
export async function endMemberSessions(ctx: AppContext, actor: Actor, memberId: string) {
  const member = await memberRecordById(ctx.db, memberId);
  if (!member || member.deletedAt) throw notFound('member');
  const ended = await endSessions(ctx, { memberId });
  await recordEnded(ctx, actor, memberId, 'all', ended.length);
  return ended.length;
}
