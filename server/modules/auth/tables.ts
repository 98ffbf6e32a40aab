import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampColumn } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/**
 * Sign-in challenges whose solution was accepted, until they expire: a solution is good for one
 * attempt, on every instance. The signature is the server's HMAC of the challenge.
 */
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (t) => [index('spent_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * Single-use links that let a member choose a password: "Forgot your password?" (`reset`, short
 * lived) and the welcome mail of a member an administrator created without one (`welcome`). Only
 * the SHA-256 of the token is stored; using one deletes it, and a new one of the same purpose
 * replaces the member's older ones.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'welcome'] }).notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_tokens_member_idx').on(t.memberId),
    index('password_tokens_expires_idx').on(t.expiresAt),
  ],
);
