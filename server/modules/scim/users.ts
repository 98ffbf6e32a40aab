import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ScimListQuery, ScimPatchOperation, ScimUserBody } from '../../../contract/scim.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { type AccountActor, deleteAccount, setAccountLocked } from '../member-administration/service.js';
import {
  emailTakenByOther,
  insertAccount,
  lockAccountRow,
  type MemberRecord,
  provisionedAccounts,
  updateAccount,
} from '../members/service.js';
import { ScimError } from './errors.js';
import { pageOf, parseFilter, scimBoolean } from './filter.js';
import { scimIdentities } from './tables.js';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
/** The most resources one list answers (ServiceProviderConfig's filter.maxResults). */
export const MAX_RESULTS = 200;

const NAME_MAX = 100;
const isEmail = (value: string) => value.length <= 320 && z.email().safeParse(value).success;

/** What a SCIM request may change of an account. */
type UserChanges = {
  email?: string;
  firstName?: string;
  lastName?: string;
  active?: boolean;
  /** null removes the provider's id. */
  externalId?: string | null;
};

export function presentUser(origin: string, record: MemberRecord, externalId: string | null) {
  const location = `${origin}/scim/v2/Users/${record.id}`;
  return {
    schemas: [USER_SCHEMA],
    id: record.id,
    ...(externalId ? { externalId } : {}),
    userName: record.email,
    name: {
      givenName: record.firstName,
      familyName: record.lastName,
      formatted: `${record.firstName} ${record.lastName}`.trim(),
    },
    displayName: `${record.firstName} ${record.lastName}`.trim(),
    emails: [{ value: record.email, type: 'work', primary: true }],
    active: record.lockedAt === null,
    meta: {
      resourceType: 'User',
      created: record.createdAt.toISOString(),
      lastModified: record.updatedAt.toISOString(),
      location,
    },
  };
}

async function externalIdsOf(tx: Tx | AppContext['db'], memberIds: string[]) {
  if (memberIds.length === 0) return new Map<string, string>();
  const rows = await tx.select().from(scimIdentities).where(inArray(scimIdentities.memberId, memberIds));
  return new Map(rows.map((row) => [row.memberId, row.externalId]));
}

/** GET /scim/v2/Users: by `userName`, `emails.value`, `externalId` or `id`, paged from `startIndex`. */
export async function listUsers(ctx: AppContext, query: ScimListQuery) {
  const filter = parseFilter(query.filter);
  const { startIndex, offset, limit } = pageOf(query, MAX_RESULTS);
  let lookup: { email?: string; ids?: string[] } = {};
  if (filter) {
    const attribute = filter.attribute.replace(/\[type eq "?\w+"?\]/i, '');
    if (attribute === 'username' || attribute === 'emails.value' || attribute === 'emails') {
      lookup = { email: filter.value };
    } else if (attribute === 'id') {
      lookup = { ids: [filter.value] };
    } else if (attribute === 'externalid') {
      const rows = await ctx.db
        .select({ memberId: scimIdentities.memberId })
        .from(scimIdentities)
        .where(eq(scimIdentities.externalId, filter.value));
      lookup = { ids: rows.map((row) => row.memberId) };
    } else {
      throw new ScimError(400, `Filtering by ${filter.attribute} is not supported.`, 'invalidFilter');
    }
  }
  const { records, total } = await provisionedAccounts(ctx.db, { ...lookup, offset, limit });
  const externalIds = await externalIdsOf(
    ctx.db,
    records.map((record) => record.id),
  );
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total,
    startIndex,
    itemsPerPage: records.length,
    Resources: records.map((record) =>
      presentUser(ctx.config.publicOrigin, record, externalIds.get(record.id) ?? null),
    ),
  };
}

export async function getUser(ctx: AppContext, id: string) {
  const { records } = await provisionedAccounts(ctx.db, { ids: [id], offset: 0, limit: 1 });
  const [record] = records;
  if (!record) throw new ScimError(404, 'No such user.');
  const externalIds = await externalIdsOf(ctx.db, [record.id]);
  return presentUser(ctx.config.publicOrigin, record, externalIds.get(record.id) ?? null);
}

const primaryEmail = (body: ScimUserBody): string | undefined => {
  const emails = body.emails ?? [];
  const chosen =
    emails.find((email) => email.primary === true || email.primary === 'true' || email.primary === 'True') ??
    emails.find((email) => email.type === 'work') ??
    emails[0];
  return chosen?.value;
};

/** What a whole user resource (POST, PUT) says; the address is the primary e-mail, else the userName. */
function changesOfResource(body: ScimUserBody): UserChanges {
  const changes: UserChanges = {};
  const email = primaryEmail(body) ?? body.userName;
  if (email !== undefined) changes.email = email.trim();
  if (body.name?.givenName !== undefined) changes.firstName = body.name.givenName.trim();
  if (body.name?.familyName !== undefined) changes.lastName = body.name.familyName.trim();
  if (body.active !== undefined) changes.active = scimBoolean(body.active);
  if (body.externalId !== undefined) changes.externalId = body.externalId;
  return changes;
}

/** Refuses what the account rules refuse, before anything is written. */
function check(changes: UserChanges) {
  if (changes.email !== undefined && !isEmail(changes.email)) {
    throw new ScimError(400, 'userName or the primary e-mail must be an e-mail address.', 'invalidValue');
  }
  for (const name of [changes.firstName, changes.lastName]) {
    if (name !== undefined && (name === '' || name.length > NAME_MAX)) {
      throw new ScimError(400, `Names must have 1 to ${NAME_MAX} characters.`, 'invalidValue');
    }
  }
  if (changes.externalId && changes.externalId.length > 255) {
    throw new ScimError(400, 'externalId is too long.', 'invalidValue');
  }
}

/** The same lock as every other writer of an address: one account per address. */
const lockAddress = (tx: Tx, email: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-email:${email.toLowerCase()}`}))`);

async function writeExternalId(tx: Tx, memberId: string, externalId: string | null | undefined) {
  if (externalId === undefined) return;
  if (externalId === null || externalId === '') {
    await tx.delete(scimIdentities).where(eq(scimIdentities.memberId, memberId));
    return;
  }
  await tx
    .insert(scimIdentities)
    .values({ memberId, externalId })
    .onConflictDoUpdate({ target: scimIdentities.memberId, set: { externalId } });
}

/**
 * POST /scim/v2/Users: an internal account without a password (the member signs in through single
 * sign-on, or sets a password with "Forgot your password?"); 409 uniqueness when the address has an
 * account, which the provider then finds by filtering on userName.
 */
export async function createUser(ctx: AppContext, actor: AccountActor, body: ScimUserBody) {
  const changes = changesOfResource(body);
  if (changes.email === undefined) throw new ScimError(400, 'userName is required.', 'invalidValue');
  const local = changes.email.split('@')[0] ?? changes.email;
  const [given, ...family] = (body.displayName ?? '').trim().split(/\s+/);
  changes.firstName ??= given || local;
  changes.lastName ??= family.join(' ') || '-';
  check(changes);
  const network = await ctx.network.get();
  const email = changes.email;
  const id = await ctx.db.transaction(async (tx) => {
    await lockAddress(tx, email);
    if (await emailTakenByOther(tx, email, '')) {
      throw new ScimError(409, 'An account with this address exists.', 'uniqueness');
    }
    const memberId = await insertAccount(tx, {
      email,
      firstName: changes.firstName ?? local,
      lastName: changes.lastName ?? '-',
      passwordHash: null,
      isExternal: false,
      locale: network.language,
    });
    if (changes.active === false) await updateAccount(tx, memberId, { lockedAt: new Date() });
    await writeExternalId(tx, memberId, changes.externalId);
    await ctx.audit.record(
      {
        type: 'MembershipCreate',
        actorId: actor.actorId,
        membershipId: memberId,
        details: { provisioned: 'scim', active: changes.active !== false },
        ip: actor.ip,
      },
      tx,
    );
    return memberId;
  });
  return getUser(ctx, id);
}

/** Writes the changes: the profile and the provider's id in one transaction, then the lock. */
async function writeUser(ctx: AppContext, actor: AccountActor, id: string, changes: UserChanges) {
  check(changes);
  await ctx.db.transaction(async (tx) => {
    const target = await lockAccountRow(tx, id);
    if (!target) throw new ScimError(404, 'No such user.');
    const account: { email?: string; firstName?: string; lastName?: string } = {};
    if (changes.email !== undefined && changes.email.toLowerCase() !== target.email.toLowerCase()) {
      await lockAddress(tx, changes.email);
      if (await emailTakenByOther(tx, changes.email, id)) {
        throw new ScimError(409, 'An account with this address exists.', 'uniqueness');
      }
      account.email = changes.email;
    }
    if (changes.firstName !== undefined && changes.firstName !== target.firstName) {
      account.firstName = changes.firstName;
    }
    if (changes.lastName !== undefined && changes.lastName !== target.lastName)
      account.lastName = changes.lastName;
    await updateAccount(tx, id, account);
    await writeExternalId(tx, id, changes.externalId);
    if (Object.keys(account).length > 0) {
      await ctx.audit.record(
        {
          type: 'MembershipUpdate',
          actorId: actor.actorId,
          membershipId: id,
          details: { changed: Object.keys(account), provisioned: 'scim' },
          ip: actor.ip,
        },
        tx,
      );
    }
  });
  // Locking ends every session on every instance; unlocking lets the member sign in again.
  if (changes.active !== undefined) await setAccountLocked(ctx, actor, id, !changes.active);
  await ctx.sessions.evictMember(id);
  return getUser(ctx, id);
}

/** PUT /scim/v2/Users/{id}: the resource as the provider holds it; attributes it leaves out stay. */
export const replaceUser = (ctx: AppContext, actor: AccountActor, id: string, body: ScimUserBody) =>
  writeUser(ctx, actor, id, changesOfResource(body));

/** Applies one attribute of a PATCH (path in lower case) to the changes. */
function applyAttribute(changes: UserChanges, path: string, value: unknown, remove: boolean) {
  const text = () => {
    if (typeof value !== 'string') throw new ScimError(400, `${path} must be a string.`, 'invalidValue');
    return value.trim();
  };
  const attribute = path
    .replace(/\[type eq "?work"?\]/i, '')
    .replace(/^urn:ietf:params:scim:schemas:core:2\.0:user:/i, '');
  if (attribute === 'active') changes.active = scimBoolean(value);
  else if (attribute === 'username' || attribute === 'emails.value') {
    if (!remove) changes.email = text();
  } else if (attribute === 'emails') {
    if (!remove && Array.isArray(value)) {
      const email = primaryEmail({ emails: value as ScimUserBody['emails'] });
      if (email !== undefined) changes.email = email.trim();
    }
  } else if (attribute === 'name.givenname') {
    if (!remove) changes.firstName = text();
  } else if (attribute === 'name.familyname') {
    if (!remove) changes.lastName = text();
  } else if (attribute === 'name' && value && typeof value === 'object') {
    const name = value as { givenName?: unknown; familyName?: unknown };
    if (typeof name.givenName === 'string') changes.firstName = name.givenName.trim();
    if (typeof name.familyName === 'string') changes.lastName = name.familyName.trim();
  } else if (attribute === 'externalid') changes.externalId = remove ? null : text();
  // Attributes the product does not keep (title, phone numbers, the enterprise extension, ...) are
  // accepted and dropped: a provider maps many by default, and refusing them would stop provisioning.
}

/**
 * PATCH /scim/v2/Users/{id} (RFC 7644 section 3.5.2) with the operations Entra ID sends: `Replace`
 * of `active` ("False" deactivates: the member is locked and every session ends), of names, userName
 * and `emails[type eq "work"].value`, `Add` of the same, and operations without a path whose value
 * names the attributes.
 */
export async function patchUser(
  ctx: AppContext,
  actor: AccountActor,
  id: string,
  operations: ScimPatchOperation[],
) {
  const changes: UserChanges = {};
  for (const operation of operations) {
    const op = operation.op.toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove') {
      throw new ScimError(400, `Unknown operation ${operation.op}.`, 'invalidSyntax');
    }
    const remove = op === 'remove';
    if (operation.path) {
      applyAttribute(changes, operation.path.toLowerCase(), operation.value, remove);
    } else if (operation.value && typeof operation.value === 'object' && !Array.isArray(operation.value)) {
      for (const [key, value] of Object.entries(operation.value)) {
        applyAttribute(changes, key.toLowerCase(), value, remove);
      }
    } else {
      throw new ScimError(400, 'An operation without a path needs an object value.', 'noTarget');
    }
  }
  return writeUser(ctx, actor, id, changes);
}

/** DELETE /scim/v2/Users/{id}: the account is deleted as an administrator deletes it. */
export async function deleteUser(ctx: AppContext, actor: AccountActor, id: string) {
  const { records } = await provisionedAccounts(ctx.db, { ids: [id], offset: 0, limit: 1 });
  if (records.length === 0) throw new ScimError(404, 'No such user.');
  await deleteAccount(ctx, actor, id);
}
