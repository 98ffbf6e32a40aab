import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';
import { sessions } from '../../platform/sessions/tables.js';
import { groups } from '../groups/tables.js';

/** OpenID Connect providers a network administrator configured. The client secret is sealed. */
export const ssoProviders = pgTable('sso_providers', {
  id: idColumn(),
  displayName: text('display_name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  /** AES-GCM sealed (two-factor's secret box, keyed from SESSION_SECRET); null for a public client. */
  clientSecretSealed: text('client_secret_sealed'),
  scopes: text('scopes').notNull(),
  nameClaim: text('name_claim').notNull(),
  emailClaim: text('email_claim').notNull(),
  /** Empty: memberships are not managed. */
  groupsClaim: text('groups_claim').notNull().default(''),
  justInTime: boolean('just_in_time').notNull().default(false),
  passwordSignInDisabled: boolean('password_sign_in_disabled').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Sign-ins under way: what the callback must find again (nonce, PKCE verifier, where to go). Keyed
 * by the SHA-256 of the state, which the browser also holds in a short-lived cookie; single use.
 */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    stateHash: text('state_hash').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectTo: text('redirect_to').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (t) => [index('sso_sign_ins_expires_idx').on(t.expiresAt)],
);

/** Which account a provider's subject (`sub`) is: made when an account is linked or created. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSignInAt: timestampColumn('last_sign_in_at'),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.subject] }),
    index('sso_identities_member_idx').on(t.memberId),
  ],
);

/**
 * Group memberships the provider's groups claim made: only these are removed when the claim no
 * longer names the group; memberships made any other way are never touched.
 */
export const ssoGroupMemberships = pgTable(
  'sso_group_memberships',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.memberId, t.groupId] })],
);

/** Sessions opened by a provider, with the ID token sign-out hands back to it (sealed). */
export const ssoSessions = pgTable('sso_sessions', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
  providerId: text('provider_id')
    .notNull()
    .references(() => ssoProviders.id, { onDelete: 'cascade' }),
  idTokenSealed: text('id_token_sealed').notNull(),
});
