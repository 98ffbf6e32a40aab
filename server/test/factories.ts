/**
 * Builders of test data on the real database, one file per area under factories/. Each fills
 * sensible values and takes overrides; rows are written through the product's own tables and, where
 * the product keeps derived data (span ends, counters, sequence numbers, versions), through the
 * function that keeps it. The demo seed builds the same entities with the same functions
 * (db/seed/build/). Factories take `db` when they write rows only, `ctx` when what they build lives
 * outside the database too (blobs) or must be announced (unread counts).
 */
export * from './factories/activities.js';
export * from './factories/appointments.js';
export * from './factories/apps.js';
export * from './factories/calendars.js';
export * from './factories/channel-widgets.js';
export * from './factories/channels.js';
export * from './factories/chat.js';
export * from './factories/files.js';
export * from './factories/groups.js';
export * from './factories/members.js';
export * from './factories/messages.js';
export * from './factories/network.js';
export * from './factories/pages.js';
export * from './factories/search.js';
export * from './factories/sso.js';
export * from './factories/tasks.js';
export * from './factories/two-factor.js';
