import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampColumn } from '../../db/columns.js';
import { members } from '../identity/tables.js';

/** Signed-in sessions. The cookie carries a random token; only its SHA-256 is stored here. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /**
     * Signed in with a second factor (or one was set up in it). While the network enforces two-factor,
     * sessions without it reach nothing (platform/http/authentication.ts).
     */
    twoFactorVerified: boolean('two_factor_verified').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestampColumn('last_seen_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed sign-in attempts, counted per key (e-mail or IP) in a sliding window, shared by all instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.createdAt)],
);

/**
 * The members who used the network on a day (network's zone) and how often they signed in: what the
 * statistics' daily "active members" and "sign-ins" are counted from. Only the day, no time, IP or
 * browser; the statistics job deletes days once they are counted (modules/statistics).
 */
export const memberActiveDays = pgTable(
  'member_active_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    signIns: integer('sign_ins').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.memberId] })],
);
