import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../context.js';
import type { Viewer } from '../identity/viewer.js';
import { extensionPoint } from '../modules/extensions.js';

/**
 * Visibility keys: how lists that span modules (search, tags, activity streams) filter by who may see
 * a row inside one SQL query instead of asking each module's policy row by row.
 *
 * A row stores the keys of everyone who may see it (`text[]`); a viewer holds the keys their
 * memberships produce; the viewer sees the row when the two overlap (`&&`, GIN-indexed). The module
 * that owns a row derives its keys from its own policy (the groups module's `groupContentKeys`
 * mirrors `canSeeContent`, and a test holds the two together), so the rule stays in one place.
 *
 * Keys are short strings in a few families:
 * - `all`: every signed-in member, guests included; `internal`: every member who is not a guest;
 * - `network-admin`: network administrators;
 * - `member:<id>`: one member (authors, recipients, invitees);
 * - families that modules add through `viewerKeySources`, e.g. `group:<id>` (the groups module) and
 *   `role:<id>` (the members module).
 * A row that names no key is seen by nobody; a key no viewer holds is harmless.
 */
export const visibleTo = {
  everyone: 'all',
  internalMembers: 'internal',
  networkAdmins: 'network-admin',
  member: (memberId: string) => `member:${memberId}`,
} as const;

/** Adds the keys a module's memberships give the viewer (groups, roles, ...). */
export type ViewerKeySource = (db: Db | Tx, viewer: Viewer) => Promise<readonly string[]>;
export const viewerKeySources = extensionPoint<ViewerKeySource>('viewerKeySources');

/** The keys of the viewer itself, before any module adds its own. */
export function baseViewerKeys(viewer: Viewer): string[] {
  const keys: string[] = [visibleTo.everyone, visibleTo.member(viewer.id)];
  if (!viewer.isExternal) keys.push(visibleTo.internalMembers);
  if (viewer.isNetworkAdmin) keys.push(visibleTo.networkAdmins);
  return keys;
}

/**
 * Every key the viewer holds. Sources run side by side; a request that filters several lists asks
 * once and passes the result on.
 */
export async function viewerKeys(
  ctx: Pick<AppContext, 'db' | 'extensions'>,
  viewer: Viewer,
): Promise<string[]> {
  const sources = [...ctx.extensions.all(viewerKeySources).values()];
  const added = await Promise.all(sources.map((source) => source(ctx.db, viewer)));
  return [...new Set([...baseViewerKeys(viewer), ...added.flat()])];
}

/** A thing whose visibility keys other modules keep copies of (taggings, notifications, search). */
export type VisibilitySubject = { type: string; id: string };
/** Updates one module's copies of a thing's keys, inside the caller's transaction. */
export type VisibilityHolder = (
  tx: Db | Tx,
  subject: VisibilitySubject,
  keys: readonly string[],
) => Promise<void>;
export const visibilityHolders = extensionPoint<VisibilityHolder>('visibilityHolders');

/**
 * A thing's audience changed (a group became closed, a post moved to another stream): every module
 * that keeps a copy of its keys updates it, in the transaction that made the change.
 */
export async function subjectVisibilityChanged(
  ctx: Pick<AppContext, 'extensions'>,
  tx: Db | Tx,
  subject: VisibilitySubject,
  keys: readonly string[],
): Promise<void> {
  // One at a time: a transaction carries one query at a time.
  for (const holder of ctx.extensions.all(visibilityHolders).values()) await holder(tx, subject, keys);
}
