import { bigint, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/** A member's passkeys (WebAuthn credentials): the public key and the signature counter. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: idColumn(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The credential id (base64url), as the browser sends it back when signing in. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key (base64url). */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestampColumn('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_unique').on(t.credentialId),
    index('passkeys_member_idx').on(t.memberId),
  ],
);

/**
 * Challenges handed out for a registration (bound to the member) or a sign-in: single use (deleted
 * as they are checked) and short-lived. Only their SHA-256 is stored.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose').$type<'register' | 'sign_in'>().notNull(),
    memberId: text('member_id').references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
