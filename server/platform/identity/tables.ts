import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';

/**
 * A member of the network: the person's account and their network membership in one row, because
 * one installation serves one network. Ids of members are what the spec calls membership ids.
 *
 * The table belongs to the platform's identity (sessions load the viewer from it). Other modules'
 * tables may reference `members.id`; reading or writing members goes through the members module's
 * service (npm run lint allows this file to tables, the members module, sessions, seed and tests).
 */
export const members = pgTable(
  'members',
  {
    id: idColumn(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: text('locale').notNull().default('en'),
    timeZone: text('time_zone').notNull().default('Europe/Berlin'),
    isExternal: boolean('is_external').notNull().default(false),
    isNetworkAdmin: boolean('is_network_admin').notNull().default(false),
    lockedAt: timestampColumn('locked_at'),
    /** Avatar: a URL of an image (data or storage URL); null shows the default picture. */
    imageUrl: text('image_url'),
    birthday: date('birthday', { mode: 'string' }),
    /** Profile field values by field key (network settings list the fields). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    /** Personal token for feeds (atom, webcal); null means the member has none. */
    authenticationToken: text('authentication_token'),
    /** Full-text document of name, e-mail and profile for the directory search. */
    searchText: text('search_text').notNull().default(''),
    lastSeenAt: timestampColumn('last_seen_at'),
    deletedAt: timestampColumn('deleted_at'),
    /** When a deleted member's personal data was replaced (the network's anonymisation setting). */
    anonymisedAt: timestampColumn('anonymised_at'),
    /**
     * When the member finished (or skipped) the onboarding profile form; null until then. The network
     * asks new members for it on their first sign-in while `join_ask_for_profile_data` is on.
     */
    onboardedAt: timestampColumn('onboarded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('members_authentication_token_unique').on(t.authenticationToken),
    index('members_name_idx').on(t.lastName, t.firstName),
    index('members_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
