import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/**
 * Sent invitations. `external`: an address invited to register (mailed a single-use link; only the
 * SHA-256 of its token is stored, made by the mail job, so no token sits in the jobs table). `group`:
 * an existing member invited into a group; the group's own membership row (status invited) is what
 * the member accepts or declines, and this row records who sent it for the sent list.
 * Group and member ids are plain columns, not foreign keys to other modules' tables.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: idColumn(),
    kind: text('kind', { enum: ['external', 'group'] }).notNull(),
    /** Where it was sent from: the network, a group category or a group (its id in scopeId). */
    scope: text('scope', { enum: ['network', 'category', 'group'] }).notNull(),
    scopeId: text('scope_id'),
    authorId: text('author_id').references(() => members.id, { onDelete: 'set null' }),
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    userType: text('user_type', { enum: ['normal', 'external'] })
      .notNull()
      .default('normal'),
    groupIds: text('group_ids').array().notNull().default(sql`'{}'::text[]`),
    /** The invited member (group invites) or the member the invitee became (external, once joined). */
    memberId: text('member_id').references(() => members.id, { onDelete: 'set null' }),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    status: text('status', { enum: ['open', 'accepted', 'obsolete', 'joined'] })
      .notNull()
      .default('open'),
    tokenHash: text('token_hash'),
    expiresAt: timestampColumn('expires_at'),
    revokedAt: timestampColumn('revoked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_unique').on(t.tokenHash),
    index('invitations_scope_idx').on(t.scope, t.scopeId, t.createdAt),
    index('invitations_email_idx').on(sql`lower(${t.email})`),
  ],
);
