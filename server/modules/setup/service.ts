import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { SetupBody, SetupStatus } from '../../../contract/setup.js';
import type { Db, Tx } from '../../db/client.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import { newToken } from '../../platform/ids.js';
import { readNetwork } from '../../platform/network/network.js';
import { PASSWORD_RULE, secretWeakness } from '../../platform/secrets.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import { hashPassword } from '../auth/service.js';
import { canonicalTimeZone, emailTaken, hasNetworkAdministrator, insertMember } from '../members/service.js';
import { setupTokens } from './tables.js';

/**
 * The first administrator of an installation: created through the one-time link printed at start
 * (`/setup?token=`) or by `npm run admin:create`. Production never seeds demo accounts, so one of the
 * two is how a new installation gets its administrator.
 */

/** How long a printed setup link works; every start without an administrator prints a fresh one. */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Any constant: serialises creating administrators, so two setup links cannot both succeed. */
const ADMINISTRATOR_LOCK = 727_002;

/** A new one-time setup token; only its hash is stored. Expired ones are cleared on the way. */
export async function issueSetupToken(db: Db): Promise<string> {
  await db.delete(setupTokens).where(lt(setupTokens.expiresAt, new Date()));
  const token = newToken();
  await db
    .insert(setupTokens)
    .values({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SETUP_TOKEN_TTL_MS) });
  return token;
}

const liveToken = (token: string) =>
  and(eq(setupTokens.tokenHash, hashToken(token)), gt(setupTokens.expiresAt, new Date()));

/** GET /api/v1/setup: 404 unless the token is live and the network still has no administrator. */
export async function getSetupStatus(db: Db, token: string): Promise<SetupStatus> {
  const [row] = await db.select({ hash: setupTokens.tokenHash }).from(setupTokens).where(liveToken(token));
  if (!row || (await hasNetworkAdministrator(db))) throw notFound('setup');
  return { network_name: (await readNetwork(db)).name };
}

export type AdministratorInput = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  locale?: string;
  timeZone?: string;
};

/**
 * The i18n key of what is wrong with an administrator's password, or null. The name and the e-mail's
 * local part count as guessable too.
 */
export function passwordProblem(
  input: Pick<AdministratorInput, 'email' | 'firstName' | 'lastName' | 'password'>,
) {
  const personal = [input.email.split('@')[0] ?? '', input.firstName, input.lastName];
  const weakness = secretWeakness(input.password, PASSWORD_RULE, personal);
  if (!weakness) return null;
  return weakness === 'too_short'
    ? 'js.setup.errors.password_too_short'
    : 'js.setup.errors.password_too_weak';
}

/** Checks the input, then hashes the password (slow, so outside any transaction). */
async function prepare(input: AdministratorInput) {
  const problem = passwordProblem(input);
  if (problem) throw unprocessable({ password: [problem] }, 'The password is too weak.');
  let timeZone: string | undefined;
  if (input.timeZone) {
    timeZone = canonicalTimeZone(input.timeZone) ?? undefined;
    if (!timeZone) throw unprocessable({ time_zone: ['js.setup.errors.time_zone_unknown'] });
  }
  return { ...input, timeZone, passwordHash: await hashPassword(input.password) };
}

/** Inside the caller's transaction, after the lock: the member row, and no setup link works any more. */
async function insertAdministrator(tx: Tx, values: Awaited<ReturnType<typeof prepare>>): Promise<string> {
  if (await emailTaken(tx, values.email)) {
    throw unprocessable({ email: ['js.setup.errors.email_taken'] }, 'The e-mail address is taken.');
  }
  const id = await insertMember(tx, {
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    passwordHash: values.passwordHash,
    isNetworkAdmin: true,
    locale: values.locale,
    timeZone: values.timeZone,
  });
  await tx.delete(setupTokens);
  return id;
}

const lock = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${ADMINISTRATOR_LOCK})`);

/**
 * POST /api/v1/setup: redeems the token (once) and creates the first administrator. An unknown, used
 * or expired token, or an administrator created meanwhile, answers 404 and changes nothing.
 */
export async function completeSetup(db: Db, body: SetupBody): Promise<string> {
  const values = await prepare({
    email: body.email,
    firstName: body.first_name,
    lastName: body.last_name,
    password: body.password,
    locale: body.locale,
    timeZone: body.time_zone,
  });
  return db.transaction(async (tx) => {
    await lock(tx);
    if (await hasNetworkAdministrator(tx)) throw notFound('setup');
    const [redeemed] = await tx
      .delete(setupTokens)
      .where(liveToken(body.token))
      .returning({ hash: setupTokens.tokenHash });
    if (!redeemed) throw notFound('setup');
    return insertAdministrator(tx, values);
  });
}

/**
 * `npm run admin:create`: a network administrator, whether or not there is one already (whoever runs
 * the command runs the server, so it is also the way back in when every administrator is locked out).
 */
export async function createAdministrator(db: Db, input: AdministratorInput): Promise<string> {
  const values = await prepare(input);
  return db.transaction(async (tx) => {
    await lock(tx);
    return insertAdministrator(tx, values);
  });
}
