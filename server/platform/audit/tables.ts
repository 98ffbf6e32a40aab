import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.js';

/** Audit events (part 3 section 3.6 lists the types). Actor and membership are ids, kept after deletion. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: idColumn(),
    type: text('type').notNull(),
    actorId: text('actor_id'),
    membershipId: text('membership_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_created_idx').on(t.createdAt),
    index('audit_events_type_idx').on(t.type, t.createdAt),
  ],
);
