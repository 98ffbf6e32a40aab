import { and, eq, sql } from 'drizzle-orm';
import type { RegistrationBody, RegistrationInfo } from '../../../contract/invitations.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound, unprocessable } from '../../platform/errors.js';
import { createSession, hashToken } from '../../platform/sessions/sessions.js';
import { hashPassword, passwordProblem } from '../auth/service.js';
import { announceMemberships, groupLabelsByIds, joinInvitedGroups } from '../groups/service.js';
import { emailTakenByOther, insertAccount } from '../members/service.js';
import { beginSecondFactor, secondFactorStep } from '../two-factor/service.js';
import { invitations } from './tables.js';

/**
 * The registration page of an invited person (public): the mailed link names the invite by its
 * token (only its hash is stored). A link that was never sent answers 404; one that expired, was
 * revoked or already used answers 410 with that code, so the page can say which. Registering
 * creates the account, makes it a member of the invited groups, spends the token and signs in, in
 * one transaction; two requests racing with one link create one account.
 */
const gone = (code: 'expired' | 'revoked' | 'used') =>
  new AppError(410, code, 'This invitation link no longer works.');

type InviteRow = typeof invitations.$inferSelect;

function checkLive(invite: InviteRow | undefined, now: Date): InviteRow {
  if (!invite) throw notFound('invitation');
  if (invite.status === 'joined' || invite.status === 'accepted') throw gone('used');
  if (invite.revokedAt || invite.status === 'obsolete') throw gone('revoked');
  if (!invite.expiresAt || invite.expiresAt <= now) throw gone('expired');
  return invite;
}

async function inviteOfToken(ctx: AppContext, token: string) {
  const [invite] = await ctx.db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, hashToken(token)), eq(invitations.kind, 'external')));
  return invite;
}

/** GET /api/v1/invitations/{token} */
export async function registrationInfo(ctx: AppContext, token: string): Promise<RegistrationInfo> {
  const invite = checkLive(await inviteOfToken(ctx, token), new Date());
  const [network, names] = await Promise.all([ctx.network.get(), groupLabelsByIds(ctx.db, invite.groupIds)]);
  return {
    email: invite.email ?? '',
    first_name: invite.firstName,
    last_name: invite.lastName,
    network: network.name,
    groups: [...names.values()].map((group) => group.name),
  };
}

/** POST /api/v1/invitations/{token}: the new member's session, or the second factor's setup first. */
export async function register(
  ctx: AppContext,
  token: string,
  body: RegistrationBody['user'],
  client: { ip: string; userAgent?: string },
) {
  const invite = checkLive(await inviteOfToken(ctx, token), new Date());
  const email = invite.email ?? '';
  const person = { email, firstName: body.first_name, lastName: body.last_name };
  const weakness = passwordProblem(body.password, person);
  if (weakness) throw unprocessable({ 'user.password': [weakness] }, 'The password is too weak.');
  const passwordHash = await hashPassword(body.password);
  const network = await ctx.network.get();

  const { memberId, groupIds } = await ctx.db.transaction(async (tx) => {
    // The row is locked and checked again: a second request with the same link waits, then sees it used.
    const [locked] = await tx.select().from(invitations).where(eq(invitations.id, invite.id)).for('update');
    checkLive(locked, new Date());
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-email:${email.toLowerCase()}`}))`);
    if (await emailTakenByOther(tx, email, '')) {
      throw unprocessable({ base: ['errors.invitations.already_member'] }, 'The address has an account.');
    }
    const id = await insertAccount(tx, {
      ...person,
      passwordHash,
      isExternal: invite.userType === 'external',
      locale: network.language,
    });
    const joined = await joinInvitedGroups(ctx, tx, id, invite.groupIds);
    await tx.update(invitations).set({ status: 'joined', memberId: id }).where(eq(invitations.id, invite.id));
    await ctx.audit.record(
      {
        type: 'MembershipCreate',
        actorId: id,
        membershipId: id,
        details: { invite_id: invite.id, invited_by: invite.authorId, group_ids: joined },
        ip: client.ip,
      },
      tx,
    );
    return { memberId: id, groupIds: joined };
  });
  await announceMemberships(ctx, memberId, groupIds);
  // A network that enforces a second factor has the new member set one up before the first session.
  const mode = await secondFactorStep(ctx, memberId);
  if (mode) {
    const token = await beginSecondFactor(ctx, { memberId, mode, redirectTo: '/', ...client });
    return { kind: 'second_factor' as const, token };
  }
  const session = await createSession(ctx.db, memberId, client);
  return { kind: 'session' as const, token: session.token };
}
