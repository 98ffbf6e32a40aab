import { eq, type SQL } from 'drizzle-orm';
import type { PageCan } from '../../../contract/pages.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { canAdministrateGroup, canSeeContent, type GroupState, groupContentKeys } from '../groups/policy.js';
import { canAdministrateNetwork } from '../network/policy.js';
import { pages } from './tables.js';

/**
 * Who may read and change pages. The same functions guard the service and produce the `can` flags.
 *
 * Network pages (the handbook):
 * - read by every internal member; guests read only pages marked `public`; network administrators all;
 * - created, edited, moved and deleted by network administrators. The specification names no page
 *   editor role, so the network's pages stay with its administrators.
 * Group pages (the group's wiki):
 * - read by whoever sees the group's content (`canSeeContent`: members, and everyone who sees an open
 *   group), so a group page is exactly as visible as the group's activities and files;
 * - created and edited by the group's members and its administrators (group, category and network
 *   administrators), like a wiki of the team;
 * - moved and deleted by its administrators only, since that changes every member's pages;
 * - an archived group is read-only: nothing is created, edited, moved or deleted.
 */

export type PageScope = { kind: 'network' } | { kind: 'group'; state: GroupState };

type PageFacts = { public: boolean };

export function canReadNetworkPage(viewer: Viewer, page: PageFacts): boolean {
  return canAdministrateNetwork(viewer) || !viewer.isExternal || page.public;
}

export function canReadPage(viewer: Viewer, scope: PageScope, page: PageFacts): boolean {
  return scope.kind === 'network' ? canReadNetworkPage(viewer, page) : canSeeContent(viewer, scope.state);
}

/** Creating pages in the scope (also children of its pages) and editing their content. */
export function canWritePages(viewer: Viewer, scope: PageScope): boolean {
  if (scope.kind === 'network') return canAdministrateNetwork(viewer);
  const { state } = scope;
  if (state.group.archived) return false;
  return state.membership?.status === 'member' || canAdministrateGroup(viewer, state);
}

/** Moving pages in the tree and deleting them. */
export function canArrangePages(viewer: Viewer, scope: PageScope): boolean {
  if (scope.kind === 'network') return canAdministrateNetwork(viewer);
  return !scope.state.group.archived && canAdministrateGroup(viewer, scope.state);
}

export function pageCan(viewer: Viewer, scope: PageScope): PageCan {
  const write = canWritePages(viewer, scope);
  return { update: write, destroy: canArrangePages(viewer, scope), create_child: write };
}

/** SQL condition on `pages` of the network: the list form of canReadNetworkPage. */
export function readableNetworkPages(viewer: Viewer): SQL | undefined {
  if (canAdministrateNetwork(viewer) || !viewer.isExternal) return undefined;
  return eq(pages.public, true);
}

/**
 * The visibility keys of a page (platform/visibility/keys.ts) for the search index and the stream:
 * canReadPage as keys. A group page has its group's content keys.
 */
export function networkPageKeys(page: PageFacts): string[] {
  return [visibleTo.networkAdmins, page.public ? visibleTo.everyone : visibleTo.internalMembers];
}

export const groupPageKeys = groupContentKeys;
