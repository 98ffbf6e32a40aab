import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampColumn } from '../../db/columns.js';

/**
 * One-time links for creating the first administrator (printed at start while there is none). Only
 * the SHA-256 of a token is stored; a token ends when used, when it expires, or when any administrator
 * exists (all rows are deleted then).
 */
export const setupTokens = pgTable('setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: createdAt(),
  expiresAt: timestampColumn('expires_at').notNull(),
});
