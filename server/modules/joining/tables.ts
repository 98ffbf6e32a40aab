import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/**
 * People who asked to join the network on their own. `unconfirmed` until the mailed link is used
 * (only the SHA-256 of its token is stored, made by the mail job so no token sits in the jobs
 * table); then `pending` while a moderated network's administrators decide, or `approved` at once
 * (the account exists, `member_id`). `rejected` keeps the administrator's message for the mail.
 * The password is kept only as its argon2id hash, and only until the account is made.
 */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: idColumn(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['unconfirmed', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('unconfirmed'),
    tokenHash: text('token_hash'),
    expiresAt: timestampColumn('expires_at'),
    confirmedAt: timestampColumn('confirmed_at'),
    decidedById: text('decided_by_id').references(() => members.id, { onDelete: 'set null' }),
    decidedAt: timestampColumn('decided_at'),
    rejectionMessage: text('rejection_message').notNull().default(''),
    memberId: text('member_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('join_requests_token_unique').on(t.tokenHash),
    index('join_requests_status_idx').on(t.status, t.confirmedAt),
    index('join_requests_email_idx').on(sql`lower(${t.email})`),
  ],
);
