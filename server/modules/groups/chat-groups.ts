import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { groupMemberships, groups } from './tables.js';

export type ChatGroup = {
  id: string;
  slug: string;
  name: string;
  profileImageUrl: string | null;
  archived: boolean;
  chatEnabled: boolean;
};

/** The groups each of these members fully belongs to now (chat topics are checked against it). */
export async function groupIdsOfMembers(db: Db, memberIds: string[]): Promise<Map<string, Set<string>>> {
  const result = new Map<string, Set<string>>(memberIds.map((id) => [id, new Set()]));
  if (memberIds.length === 0) return result;
  const rows = await db
    .select({ memberId: groupMemberships.memberId, groupId: groupMemberships.groupId })
    .from(groupMemberships)
    .where(and(inArray(groupMemberships.memberId, memberIds), eq(groupMemberships.status, 'member')));
  for (const row of rows) result.get(row.memberId)?.add(row.groupId);
  return result;
}

/**
 * The groups whose chat a member takes part in: full memberships only (not invited, moderated or
 * rejected). Archived groups and groups with chat switched off are included, flagged, because their
 * history stays readable; the chat module decides what may be written. With `groupId`, that one only.
 */
export async function chatGroupsOfMember(
  db: Db | Tx,
  memberId: string,
  groupId?: string,
): Promise<ChatGroup[]> {
  return db
    .select({
      id: groups.id,
      slug: groups.slug,
      name: groups.name,
      profileImageUrl: groups.profileImageUrl,
      archived: groups.archived,
      chatEnabled: groups.chatEnabled,
    })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(
      and(
        eq(groupMemberships.memberId, memberId),
        eq(groupMemberships.status, 'member'),
        groupId ? eq(groups.id, groupId) : undefined,
      ),
    );
}
