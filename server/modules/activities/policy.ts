import type { CurrentMember, Viewer } from '../../platform/identity/viewer.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import {
  canAdministrateGroup,
  canSeeContent,
  type GroupRecord,
  type GroupState,
  groupContentKeys,
} from '../groups/policy.js';
import { canAdministrateNetwork } from '../network/policy.js';

/**
 * Who may read, post to and moderate activity streams.
 * - The `all` stream: every member, guests included; other network streams: members who are not
 *   guests ("external members see only the all stream", part 3 section 6).
 * - A group's stream: whoever may see the group's content (groups policy `canSeeContent`).
 * - Posting: the network stream's audience, or the group's members (not in an archived group).
 * - Replying and liking: whoever may read the activity. Editing: the author. Deleting: the author,
 *   network administrators and the administrators of the group.
 */

export function networkStreamKeys(slug: string): string[] {
  return slug === 'all' ? [visibleTo.everyone] : [visibleTo.internalMembers, visibleTo.networkAdmins];
}

export function groupStreamKeys(
  group: Pick<GroupRecord, 'id' | 'access' | 'externallyVisible' | 'categoryId'>,
): string[] {
  return groupContentKeys(group);
}

export const canSeeGroupStream = canSeeContent;

export function canPostToGroup(viewer: Viewer, state: GroupState): boolean {
  if (state.group.archived) return false;
  return state.membership?.status === 'member' || canAdministrateGroup(viewer, state);
}

type Authored = { authorId: string };

export function canEdit(viewer: Viewer, item: Authored): boolean {
  return item.authorId === viewer.id;
}

/** `groupState` is the state of the activity's group, null for network streams. */
export function canDestroy(viewer: Viewer, item: Authored, groupState: GroupState | null): boolean {
  if (item.authorId === viewer.id || canAdministrateNetwork(viewer)) return true;
  return groupState !== null && canAdministrateGroup(viewer, groupState);
}

/** `de` and `de_DU` are one language to translate from. */
const baseLanguage = (locale: string) => locale.split(/[_-]/)[0]?.toLowerCase() ?? locale;

/**
 * Translation is offered when the installation translates (`translates`: the network's setting and a
 * provider) and the text was written in another language than the viewer's; texts of unknown
 * language (module activities, posts from before languages were kept) are not offered.
 */
export function canTranslate(translates: boolean, viewer: Reader, language: string | null): boolean {
  if (!translates || language === null || viewer.locale === undefined) return false;
  return baseLanguage(language) !== baseLanguage(viewer.locale);
}

/** A viewer whose language may be known (signed-in members' is); without it nothing is offered. */
export type Reader = Viewer & Partial<Pick<CurrentMember, 'locale'>>;

/** Who writes: their language is kept with the text. */
export type Author = Viewer & Pick<CurrentMember, 'locale'>;
