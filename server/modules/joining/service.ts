import { and, eq, sql } from 'drizzle-orm';
import type { ConfirmResult, JoinBody } from '../../../contract/joining.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound, unprocessable } from '../../platform/errors.js';
import { locateLater } from '../../platform/maps.js';
import type { NetworkRecord } from '../../platform/network/network.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import { hashPassword, passwordProblem, redeemChallenge } from '../auth/service.js';
import { emailTaken, insertAccount } from '../members/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { queueJoinMail } from './mail-job.js';
import { notifyJoinRequest } from './notifications.js';
import { joinsAsExternal } from './policy.js';
import { joinRequests } from './tables.js';

/**
 * Joining the network on one's own: registering (answers the same whether or not the address has
 * an account, so nobody learns which do), confirming the address through the mailed link, and
 * making the account, at once or when an administrator approves (moderation.ts).
 */

/** Every joining route answers 404 while the network does not let people join. */
export async function joiningNetwork(ctx: AppContext): Promise<NetworkRecord> {
  const network = await ctx.network.get();
  if (!network.settings.join_user_can_initiate) throw notFound('page');
  return network;
}

/** The profile values of the network's fields the form asked for; an unknown field is refused. */
function profileOf(network: NetworkRecord, given: Record<string, string> | undefined) {
  if (!network.settings.join_ask_for_profile_data || !given) return {};
  const known = new Set(network.settings.profile_fields.map((field) => field.key));
  const unknown = Object.keys(given).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw unprocessable(
      Object.fromEntries(unknown.map((key) => [`user.profile.${key}`, ['errors.joining.unknown_field']])),
    );
  }
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== ''));
}

async function checkChallenge(ctx: AppContext, network: NetworkRecord, payload: string | undefined) {
  if (!network.settings.altcha_captcha) return;
  if (!payload) throw new AppError(428, 'challenge_required', 'Solve the challenge to join.');
  if (!(await redeemChallenge(ctx.db, ctx.config, payload))) {
    throw new AppError(428, 'challenge_failed', 'The challenge was not solved, has expired or was used.');
  }
}

const lockAddress = (tx: Tx, email: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-email:${email.toLowerCase()}`}))`);

/** POST /api/v1/join */
export async function register(ctx: AppContext, input: JoinBody): Promise<void> {
  const network = await joiningNetwork(ctx);
  const { email, first_name: firstName, last_name: lastName, password } = input.user;
  const profile = profileOf(network, input.user.profile);
  const weakness = passwordProblem(password, { email, firstName, lastName });
  if (weakness) throw unprocessable({ 'user.password': [weakness] }, 'The password is too weak.');
  await checkChallenge(ctx, network, input.altcha);
  const passwordHash = await hashPassword(password);

  await ctx.db.transaction(async (tx) => {
    await lockAddress(tx, email);
    if (await emailTaken(tx, email)) {
      // Its owner hears of it; the visitor gets the same answer as anyone.
      await queueJoinMail(ctx, tx, { kind: 'taken', email, name: `${firstName} ${lastName}` });
      return;
    }
    const open = await tx
      .select({ id: joinRequests.id, status: joinRequests.status })
      .from(joinRequests)
      .where(
        and(
          sql`lower(${joinRequests.email}) = lower(${email})`,
          sql`${joinRequests.status} in ('unconfirmed', 'pending')`,
        ),
      );
    // One waiting for approval stays as it is; an unconfirmed one gives way to the new registration.
    if (open.some((row) => row.status === 'pending')) return;
    if (open.length > 0) await tx.delete(joinRequests).where(eq(joinRequests.id, open[0]?.id ?? ''));
    const [row] = await tx
      .insert(joinRequests)
      .values({ email, firstName, lastName, passwordHash, profile })
      .returning({ id: joinRequests.id });
    if (row) await queueJoinMail(ctx, tx, { kind: 'confirm', requestId: row.id });
  });
}

const invalidLink = () =>
  unprocessable({ token: ['errors.joining.link_invalid'] }, 'The link is expired or was used.');

type RequestRow = typeof joinRequests.$inferSelect;

/**
 * The account of a request, in the caller's transaction (with its audit entry). Null when the address
 * has an account by now (made by an administrator or an invitation meanwhile).
 */
export async function accountOfRequest(
  ctx: AppContext,
  tx: Tx,
  network: NetworkRecord,
  row: RequestRow,
  actor: { id: string | null; ip: string },
): Promise<string | null> {
  await lockAddress(tx, row.email);
  if (await emailTaken(tx, row.email)) return null;
  const external = joinsAsExternal(network);
  const memberId = await insertAccount(tx, {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    passwordHash: row.passwordHash,
    isExternal: external,
    locale: network.language,
    profile: row.profile,
  });
  await locateLater(ctx, tx, [{ type: 'member', id: memberId }]);
  await ctx.audit.record(
    {
      type: 'MembershipCreate',
      actorId: actor.id ?? memberId,
      membershipId: memberId,
      details: { join_request_id: row.id, external },
      ip: actor.ip,
    },
    tx,
  );
  return memberId;
}

/** POST /api/v1/join/confirmation: spends the link; the account now, or a request to approve. */
export async function confirm(ctx: AppContext, token: string, ip: string): Promise<ConfirmResult> {
  const network = await joiningNetwork(ctx);
  let notified: string[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    // Locked: a second request with the same link waits, then finds it spent.
    const [row] = await tx
      .select()
      .from(joinRequests)
      .where(eq(joinRequests.tokenHash, hashToken(token)))
      .for('update');
    if (row?.status !== 'unconfirmed' || !row.expiresAt || row.expiresAt <= new Date()) {
      throw invalidLink();
    }
    const confirmed = { tokenHash: null, expiresAt: null, confirmedAt: new Date() };
    if (network.settings.join_moderated) {
      await tx
        .update(joinRequests)
        .set({ ...confirmed, status: 'pending' })
        .where(eq(joinRequests.id, row.id));
      notified = await notifyJoinRequest(ctx, tx, row);
      return { status: 'pending' as const };
    }
    const memberId = await accountOfRequest(ctx, tx, network, row, { id: null, ip });
    if (!memberId) throw invalidLink();
    await tx
      .update(joinRequests)
      .set({ ...confirmed, status: 'approved', memberId, passwordHash: null, decidedAt: new Date() })
      .where(eq(joinRequests.id, row.id));
    return { status: 'active' as const };
  });
  if (notified.length > 0) await unreadsChanged(ctx.bus, notified);
  return result;
}
