import { and, eq, gt } from 'drizzle-orm';
import QRCode from 'qrcode';
import type {
  CreateFactorBody,
  CreateFactorResponse,
  Factor,
  FactorsResponse,
  FactorType,
  NewFactorResponse,
} from '../../../contract/two-factor.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound, unprocessable } from '../../platform/errors.js';
import { endSessions } from '../../platform/sessions/end-sessions.js';
import { markTwoFactorVerified } from '../../platform/sessions/sessions.js';
import { checkCodeAttempts, clearWrongCodes, invalidCode, recordWrongCode } from './attempts.js';
import { issueBackupCodes } from './backup-codes.js';
import { sendEmailCode, spendEmailCode } from './email-codes.js';
import { completePendingSignIn, type PendingSignIn } from './pending.js';
import { factorTypeAvailable, mayDeleteFactor, signInNeedsSetup } from './policy.js';
import { seal, unseal } from './secret-box.js';
import { authenticationFactors, factorSetups } from './tables.js';
import { acceptedStep, newTotpSecret, provisioningUri } from './totp.js';
import { type FactorRow, factorsOf, verifyMemberCode } from './verify.js';

/**
 * Who manages factors: a signed-in member (their session), or a half-done sign-in that must set one
 * up first because the network enforces two-factor (mode `setup`).
 */
export type FactorActor = { memberId: string; email: string; ip: string } & (
  | { kind: 'member'; sessionTokenHash: string }
  | { kind: 'pending'; pending: PendingSignIn; browserToken?: string }
);

const SETUP_LIFETIME_MS = 30 * 60 * 1000;

const presentFactor = (row: FactorRow): Factor => ({
  id: row.id,
  type: row.type,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

const typeField = (key: string) => unprocessable({ type: [`errors.two_factor.${key}`] });

export async function listFactors(ctx: AppContext, actor: FactorActor): Promise<FactorsResponse> {
  const { settings } = await ctx.network.get();
  const rows = await factorsOf(ctx, actor.memberId);
  const available = {
    totp: factorTypeAvailable(settings, 'totp'),
    email: factorTypeAvailable(settings, 'email'),
  };
  return {
    factors: rows.map(presentFactor),
    two_factor: settings.two_factor,
    available,
    sign_in: actor.kind === 'pending',
    can: {
      add: available.totp || available.email,
      delete_last: mayDeleteFactor(settings, 1),
    },
  };
}

async function checkAddable(ctx: AppContext, actor: FactorActor, type: FactorType) {
  const { settings } = await ctx.network.get();
  if (!factorTypeAvailable(settings, type)) throw typeField('unavailable');
  const rows = await factorsOf(ctx, actor.memberId);
  if (rows.some((row) => row.type === type)) throw typeField('already_added');
  // A half-done sign-in adds a factor only while it must: never one beside a factor it did not prove.
  if (actor.kind === 'pending' && !signInNeedsSetup(settings, rows.length))
    throw new AppError(401, 'unauthorized', 'Sign in first.');
}

/** Starts setting up a factor: a TOTP secret to scan, or a code sent by e-mail. */
export async function newFactor(
  ctx: AppContext,
  actor: FactorActor,
  type: FactorType,
): Promise<NewFactorResponse> {
  await checkAddable(ctx, actor, type);
  if (type === 'email') {
    await sendEmailCode(ctx, actor.memberId);
    return { type: 'email', email: actor.email };
  }
  const network = await ctx.network.get();
  const secret = newTotpSecret();
  const uri = provisioningUri(secret, network.name, actor.email);
  const row = {
    memberId: actor.memberId,
    type: 'totp' as const,
    secretSealed: seal(ctx.config, secret),
    expiresAt: new Date(Date.now() + SETUP_LIFETIME_MS),
  };
  await ctx.db
    .insert(factorSetups)
    .values(row)
    .onConflictDoUpdate({ target: [factorSetups.memberId, factorSetups.type], set: row });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return {
    type: 'totp',
    provisioning_uri: uri,
    secret_key: secret,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The secret this member was offered, when the body names it (by key or URI) or names none. */
async function offeredSecret(ctx: AppContext, actor: FactorActor, body: CreateFactorBody): Promise<string> {
  const [setup] = await ctx.db
    .select()
    .from(factorSetups)
    .where(
      and(
        eq(factorSetups.memberId, actor.memberId),
        eq(factorSetups.type, 'totp'),
        gt(factorSetups.expiresAt, new Date()),
      ),
    );
  if (!setup?.secretSealed) throw typeField('setup_expired');
  const secret = unseal(ctx.config, setup.secretSealed);
  const named = body.secret_key ?? secretOfUri(body.provisioning_uri);
  if (named !== undefined && named.replace(/\s/g, '').toUpperCase() !== secret)
    throw typeField('setup_expired');
  return secret;
}

function secretOfUri(uri: string | undefined): string | undefined {
  if (uri === undefined) return undefined;
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** Confirms the code of the new factor (throttled like every code) before anything is stored. */
async function confirmNewFactor(ctx: AppContext, actor: FactorActor, body: CreateFactorBody, code: string) {
  await checkCodeAttempts(ctx, actor.memberId, actor.ip);
  const secret = body.type === 'totp' ? await offeredSecret(ctx, actor, body) : null;
  const step = secret ? await acceptedStep(secret, code, null) : null;
  const confirmed = secret ? step !== null : await spendEmailCode(ctx, actor.memberId, code);
  if (!confirmed) {
    await recordWrongCode(ctx, actor.memberId);
    throw invalidCode();
  }
  await clearWrongCodes(ctx, actor.memberId);
  return { secret, step };
}

export type CreatedFactor = CreateFactorResponse & { session?: { token: string; browserToken: string } };

/**
 * Adds a confirmed factor with ten backup codes. In a signed-in session, that session now counts as
 * signed in with a second factor and the member's other sessions end; in the `sign_in` context the
 * half-done sign-in becomes a session.
 */
export async function createFactor(
  ctx: AppContext,
  actor: FactorActor,
  body: CreateFactorBody & { code: string },
): Promise<CreatedFactor> {
  await checkAddable(ctx, actor, body.type);
  const { secret, step } = await confirmNewFactor(ctx, actor, body, body.code);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(authenticationFactors)
      .values({
        memberId: actor.memberId,
        type: body.type,
        secretSealed: secret ? seal(ctx.config, secret) : null,
        // The code that confirmed the factor is spent too.
        lastUsedStep: step,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw typeField('already_added');
    await tx
      .delete(factorSetups)
      .where(and(eq(factorSetups.memberId, actor.memberId), eq(factorSetups.type, body.type)));
    const codes = await issueBackupCodes(tx, ctx.config, row);
    await ctx.audit.record(
      {
        type: 'TwoFactorFactorCreate',
        actorId: actor.memberId,
        membershipId: actor.memberId,
        details: { factor_type: body.type },
        ip: actor.ip,
      },
      tx,
    );
    return { row, codes };
  });
  const answer: CreatedFactor = { factor: presentFactor(created.row), backup_codes: created.codes };
  if (actor.kind === 'member') {
    await markTwoFactorVerified(ctx.db, actor.sessionTokenHash);
    await endSessions(ctx, { memberId: actor.memberId, except: actor.sessionTokenHash });
    await ctx.sessions.evictMember(actor.memberId);
    return answer;
  }
  const session = await completePendingSignIn(ctx, actor.pending, actor.browserToken);
  if (!session) throw new AppError(401, 'unauthorized', 'Sign in first.');
  return {
    ...answer,
    redirect_to: session.redirectTo,
    session: { token: session.token, browserToken: session.browserToken },
  };
}

async function ownFactor(ctx: AppContext, memberId: string, id: string): Promise<FactorRow> {
  const [row] = await ctx.db
    .select()
    .from(authenticationFactors)
    .where(and(eq(authenticationFactors.id, id), eq(authenticationFactors.memberId, memberId)));
  if (!row) throw notFound('factor');
  return row;
}

type MemberActor = Extract<FactorActor, { kind: 'member' }>;

/** Removes a factor: a TOTP factor with one of its codes (or a backup code), an e-mail factor directly. */
export async function deleteFactor(
  ctx: AppContext,
  actor: MemberActor,
  id: string,
  code: string | undefined,
) {
  const row = await ownFactor(ctx, actor.memberId, id);
  const { settings } = await ctx.network.get();
  if (!mayDeleteFactor(settings, (await factorsOf(ctx, actor.memberId)).length)) {
    throw unprocessable({ base: ['errors.two_factor.last_factor'] });
  }
  if (row.type === 'totp') {
    if (!code) throw invalidCode();
    await verifyMemberCode(ctx, actor.memberId, code, { ip: actor.ip, kinds: ['totp', 'backup'] });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(authenticationFactors).where(eq(authenticationFactors.id, row.id));
    await ctx.audit.record(
      {
        type: 'TwoFactorFactorDestroy',
        actorId: actor.memberId,
        membershipId: actor.memberId,
        details: { factor_type: row.type },
        ip: actor.ip,
      },
      tx,
    );
  });
  await endSessions(ctx, { memberId: actor.memberId, except: actor.sessionTokenHash });
}

/** New backup codes for a factor, confirmed by a current code (authenticator app or e-mail). */
export async function resetBackupCodes(ctx: AppContext, actor: MemberActor, id: string, code: string) {
  const row = await ownFactor(ctx, actor.memberId, id);
  await verifyMemberCode(ctx, actor.memberId, code, { ip: actor.ip, kinds: ['totp', 'email'] });
  return ctx.db.transaction((tx) => issueBackupCodes(tx, ctx.config, row));
}
