import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { sessions } from './tables.js';

export type EndSessions = {
  memberId: string;
  /** Only these sessions (ids are the SHA-256 of the token: `CurrentMember.sessionTokenHash`). */
  sessionIds?: string[];
  /** Every session but this one (a password change keeps the session that made it). */
  except?: string;
};

/**
 * Ends sessions of a member: sign-out, and whatever must sign a member out (a lock, a new password, a
 * changed second factor). The rows go first, so every check against the database refuses them at
 * once; then every instance forgets them and closes what they opened (chat sockets and the tokens
 * that open them) over the bus. While the bus is degraded the other instances do not trust their
 * caches, and their periodic checks against the database bound what a lost event could leave.
 * Answers the ids of the sessions deleted.
 */
export async function endSessions(ctx: Pick<AppContext, 'db' | 'sessions'>, input: EndSessions) {
  if (input.sessionIds?.length === 0) return [];
  const deleted = await ctx.db
    .delete(sessions)
    .where(
      and(
        eq(sessions.memberId, input.memberId),
        input.sessionIds ? inArray(sessions.tokenHash, input.sessionIds) : undefined,
        input.except ? ne(sessions.tokenHash, input.except) : undefined,
      ),
    )
    .returning({ id: sessions.tokenHash });
  await ctx.sessions.ended(input);
  return deleted.map((row) => row.id);
}
