import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampColumn } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/**
 * Browsers a member has signed in from. A browser is known by a random token in a long-lived cookie
 * of its own (`intranet_browser`); only the token's SHA-256 is stored. A sign-in from a browser not
 * listed for the member mails them (new-browser-mail.ts).
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestampColumn('last_sign_in_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.tokenHash] })],
);
