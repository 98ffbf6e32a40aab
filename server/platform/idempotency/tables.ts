import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { members } from '../identity/tables.js';

/**
 * The creates made under an Idempotency-Key (idempotency.ts): one row per member and key, written in
 * the transaction that creates the record, so a retry finds it exactly when the record exists.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The operation, e.g. `appointments.create`. */
    scope: text('scope').notNull(),
    /** SHA-256 of the request (scope, path parameters, body): a key reused for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The id of what the first request created; a retry answers it. */
    resultId: text('result_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
