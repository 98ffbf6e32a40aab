import { type AudienceEntry, type NamedAudienceEntry, SYSTEM_ROLES } from '../../../contract/channels.js';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { FieldErrors } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { visibleGroupsByRef } from '../groups/service.js';
import { allNetworkRoles, memberRowsByIds, visibleMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';

const idsOf = (entries: readonly AudienceEntry[], type: AudienceEntry['type']) =>
  entries.filter((entry) => entry.type === type).map((entry) => entry.id);

/** Entries once each, in the order chosen. */
export function distinctEntries<E extends AudienceEntry>(entries: readonly E[]): E[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.type}:${entry.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Field errors for entries naming something the viewer cannot see or that does not exist (members,
 * groups, network roles, the two system roles), checked over the whole set in a few statements.
 */
export async function audienceProblems(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  fields: Record<string, readonly AudienceEntry[] | undefined>,
): Promise<FieldErrors> {
  const all = Object.values(fields).flatMap((entries) => entries ?? []);
  const [members, groups, roles] = await Promise.all([
    visibleMemberIds(ctx, network, viewer, idsOf(all, 'member')),
    visibleGroupsByRef(ctx.db, viewer, idsOf(all, 'group')),
    idsOf(all, 'membership_role').length > 0 ? allNetworkRoles(ctx.db) : Promise.resolve([]),
  ]);
  const roleIds = new Set(roles.map((role) => role.id));
  const known = (entry: AudienceEntry) => {
    switch (entry.type) {
      case 'member':
        return members.has(entry.id);
      case 'group':
        // By id only: a slug would be stored as the key of no group.
        return groups.get(entry.id)?.group.id === entry.id;
      case 'membership_role':
        return roleIds.has(entry.id);
      case 'system_role':
        return (SYSTEM_ROLES as readonly string[]).includes(entry.id);
    }
  };
  const errors: FieldErrors = {};
  for (const [field, entries] of Object.entries(fields)) {
    if (entries?.some((entry) => !known(entry)))
      errors[`channel.${field}`] = ['errors.channels.audience_unknown'];
  }
  return errors;
}

/**
 * The entries with names for the edit form. A member, group or role the viewer can no longer see (or
 * that is gone) keeps its entry with an empty name; the form shows "unknown" (part 1 section 8).
 */
export async function namedAudience(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  entries: readonly AudienceEntry[],
): Promise<NamedAudienceEntry[]> {
  if (entries.length === 0) return [];
  const [visibleMembers, groups, roles] = await Promise.all([
    visibleMemberIds(ctx, network, viewer, idsOf(entries, 'member')),
    visibleGroupsByRef(ctx.db, viewer, idsOf(entries, 'group')),
    idsOf(entries, 'membership_role').length > 0 ? allNetworkRoles(ctx.db) : Promise.resolve([]),
  ]);
  const memberRows = await memberRowsByIds(ctx.db as Db, network, [...visibleMembers]);
  const roleNames = new Map(roles.map((role) => [role.id, role.name]));
  const nameOf = (entry: AudienceEntry): string => {
    if (entry.type === 'member') return memberRows.get(entry.id)?.name ?? '';
    if (entry.type === 'group') return groups.get(entry.id)?.group.name ?? '';
    if (entry.type === 'membership_role') return roleNames.get(entry.id) ?? '';
    return entry.id;
  };
  return entries.map((entry) => ({ ...entry, name: nameOf(entry) }));
}
