import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';
import { notifications } from '../notifications/tables.js';

/**
 * A browser (or app) of a member that receives pushes: the Web Push subscription the browser's push
 * service gave it (endpoint and the keys its payloads are encrypted to). An endpoint belongs to one
 * browser profile, so it is unique: registering it again, even for another member, moves it.
 */
export const devices = pgTable(
  'devices',
  {
    id: idColumn(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), as the subscription names them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the member sees in the list ("Firefox on Linux"), from the registering request. */
    name: text('name').notNull(),
    /** Pushes per notification group (category); a group not named is pushed. */
    notifications: jsonb('notifications').$type<Record<string, boolean>>().notNull().default({}),
    createdAt: createdAt(),
    lastPushedAt: timestampColumn('last_pushed_at'),
  },
  (t) => [uniqueIndex('devices_endpoint_idx').on(t.endpoint), index('devices_member_idx').on(t.memberId)],
);

/**
 * The installation's VAPID key pair (RFC 8292), generated once: browsers subscribed with its public
 * key, so a new pair would silence every device. One row, `id` = 1.
 */
export const webPushKeys = pgTable('web_push_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/**
 * The state of a notification entry last pushed to a device (its `updated_at`): a job that runs again
 * (a retry, a second job for the same entry) sends nothing the device already got.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.notificationId] })],
);

/**
 * One-time tokens that sign the native app's web views in (`GET /api/v1/get-web-token`): stored as a
 * hash, valid for a minute, deleted when used.
 */
export const webTokens = pgTable('web_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: text('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** The app's session had its second factor: the web view's session has it too. */
  twoFactorVerified: boolean('two_factor_verified').notNull(),
  expiresAt: timestampColumn('expires_at').notNull(),
});
