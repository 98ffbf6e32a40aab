/** Every table of the product, for Drizzle's typed queries and for drizzle-kit's migration generator. */

export * from '../modules/activities/tables.js';
export * from '../modules/appointments/tables.js';
export * from '../modules/auth/tables.js';
export * from '../modules/calendars/tables.js';
export * from '../modules/chat/tables.js';
export * from '../modules/crawls/tables.js';
export * from '../modules/files/tables.js';
export * from '../modules/groups/tables.js';
export * from '../modules/invitations/tables.js';
export * from '../modules/members/tables.js';
export * from '../modules/messages/tables.js';
export * from '../modules/network-administration/tables.js';
export * from '../modules/notifications/tables.js';
export * from '../modules/passkeys/tables.js';
export * from '../modules/search/tables.js';
export * from '../modules/sessions/tables.js';
export * from '../modules/setup/tables.js';
export * from '../modules/tags/tables.js';
export * from '../modules/two-factor/tables.js';
export * from '../platform/audit/tables.js';
export * from '../platform/idempotency/tables.js';
export * from '../platform/identity/tables.js';
export * from '../platform/jobs/tables.js';
export * from '../platform/mail/tables.js';
export * from '../platform/network/tables.js';
export * from '../platform/sessions/tables.js';
