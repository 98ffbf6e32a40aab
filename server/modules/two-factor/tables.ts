import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/**
 * A member's second factors (part 3 §3.6): at most one per type. A TOTP factor keeps its secret
 * encrypted (secret-box.ts) and the last time step it accepted, so a code is never accepted twice.
 */
export const authenticationFactors = pgTable(
  'authentication_factors',
  {
    id: idColumn(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').$type<'totp' | 'email'>().notNull(),
    /** AES-GCM sealed TOTP secret (base32); null for e-mail factors. */
    secretSealed: text('secret_sealed'),
    /** RFC 6238 time step of the last accepted code: only later steps are accepted. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    lastUsedAt: timestampColumn('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('authentication_factors_member_type_unique').on(t.memberId, t.type)],
);

/** Ten single-use codes per factor, stored as keyed hashes only. */
export const backupCodes = pgTable(
  'two_factor_backup_codes',
  {
    id: idColumn(),
    factorId: text('factor_id')
      .notNull()
      .references(() => authenticationFactors.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestampColumn('used_at'),
  },
  (t) => [index('two_factor_backup_codes_member_idx').on(t.memberId, t.codeHash)],
);

/**
 * A factor being set up: the TOTP secret offered by `GET …/factors/new?type=totp`, so that the
 * secret a member confirms is one the server made (never one a client chose).
 */
export const factorSetups = pgTable(
  'two_factor_setups',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').$type<'totp' | 'email'>().notNull(),
    secretSealed: text('secret_sealed'),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (t) => [uniqueIndex('two_factor_setups_member_type_unique').on(t.memberId, t.type)],
);

/** Codes sent by e-mail: single use, ten minutes, stored as keyed hashes only. */
export const emailCodes = pgTable(
  'two_factor_email_codes',
  {
    id: idColumn(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_email_codes_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * A sign-in half done: the password was right, a second factor is still owed. It is not a session:
 * its cookie is a different one that no route but the factor step reads, so it reaches no data.
 * `mode` is `verify` (the member has a factor) or `setup` (the network enforces two-factor and the
 * member has none yet).
 */
export const pendingSignIns = pgTable(
  'two_factor_pending_sign_ins',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<'verify' | 'setup'>().notNull(),
    redirectTo: text('redirect_to').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    expiresAt: timestampColumn('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_pending_member_idx').on(t.memberId)],
);
