import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { and, desc, eq } from 'drizzle-orm';
import type { CreatePasskeyBody, Passkey } from '../../../contract/passkeys.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { endSessions } from '../../platform/sessions/end-sessions.js';
import { describeUserAgent } from '../sessions/service.js';
import { CEREMONY_TIMEOUT_MS, redeemChallenge, storeChallenge } from './challenges.js';
import { passkeyFailed, relyingParty, verifiedOr422 } from './relying-party.js';
import { passkeys } from './tables.js';

type Actor = { viewer: CurrentMember; ip: string; userAgent?: string };
type PasskeyRow = typeof passkeys.$inferSelect;

const present = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const passkeysOf = (ctx: AppContext, memberId: string) =>
  ctx.db.select().from(passkeys).where(eq(passkeys.memberId, memberId)).orderBy(desc(passkeys.createdAt));

export async function listPasskeys(ctx: AppContext, viewer: CurrentMember): Promise<Passkey[]> {
  return (await passkeysOf(ctx, viewer.id)).map(present);
}

/**
 * Options for creating a passkey: a discoverable credential (so that signing in needs no e-mail
 * address) with user verification (so that it counts as two factors), none the member already has.
 */
export async function registrationOptions(ctx: AppContext, viewer: CurrentMember) {
  const { rpID } = relyingParty(ctx);
  const { name } = await ctx.network.get();
  const existing = await passkeysOf(ctx, viewer.id);
  const options = await generateRegistrationOptions({
    rpName: name,
    rpID,
    userName: viewer.email,
    userDisplayName: `${viewer.firstName} ${viewer.lastName}`.trim(),
    userID: new TextEncoder().encode(viewer.id),
    attestationType: 'none',
    timeout: CEREMONY_TIMEOUT_MS,
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(ctx, options.challenge, 'register', viewer.id);
  return options;
}

/** Stores a passkey the browser created with this member's challenge; the other sessions end. */
export async function createPasskey(
  ctx: AppContext,
  actor: Actor,
  body: CreatePasskeyBody,
): Promise<Passkey> {
  const { rpID, origin } = relyingParty(ctx);
  const memberId = actor.viewer.id;
  const { registrationInfo } = await verifiedOr422(() =>
    verifyRegistrationResponse({
      response: body.response,
      expectedChallenge: (challenge) => redeemChallenge(ctx, challenge, 'register', memberId),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }),
  );
  if (!registrationInfo) throw passkeyFailed();
  const { credential } = registrationInfo;
  const { browser, device } = describeUserAgent(actor.userAgent ?? null);
  const name = body.name || [browser, device].filter(Boolean).join(', ') || 'Passkey';
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(passkeys)
      .values({
        memberId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      })
      .onConflictDoNothing()
      .returning();
    // The same authenticator registered twice (its credential id is taken).
    if (!created) throw passkeyFailed();
    await ctx.audit.record(
      { type: 'PasskeyCreate', actorId: memberId, membershipId: memberId, details: { name }, ip: actor.ip },
      tx,
    );
    return created;
  });
  await endSessions(ctx, { memberId, except: actor.viewer.sessionTokenHash });
  return present(row);
}

/** Removes one of the member's passkeys (404 for anyone else's); the other sessions end. */
export async function deletePasskey(ctx: AppContext, actor: Actor, id: string) {
  const memberId = actor.viewer.id;
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.memberId, memberId)))
      .returning({ name: passkeys.name });
    if (!removed) throw notFound('passkey');
    await ctx.audit.record(
      {
        type: 'PasskeyDestroy',
        actorId: memberId,
        membershipId: memberId,
        details: { name: removed.name },
        ip: actor.ip,
      },
      tx,
    );
  });
  await endSessions(ctx, { memberId, except: actor.viewer.sessionTokenHash });
}
