import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/** Bearer tokens for SCIM provisioning, issued by a network administrator; only the SHA-256 is kept. */
export const scimTokens = pgTable('scim_tokens', {
  id: idColumn(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** Whose grant the provisioning acts under: audit entries name them as the actor. */
  createdById: text('created_by_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastUsedAt: timestampColumn('last_used_at'),
});

/** The identity provider's own id of a member it provisioned (`externalId`). */
export const scimIdentities = pgTable(
  'scim_identities',
  {
    memberId: text('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('scim_identities_external_idx').on(t.externalId)],
);
