import type { ScimGroupBody, ScimListQuery, ScimPatchOperation } from '../../../contract/scim.js';
import type { AppContext } from '../../platform/context.js';
import {
  announceLeaves,
  joinInvitedGroups,
  leaveClaimedGroups,
  memberIdsOfGroups,
  type ProvisionedGroup,
  provisionedGroups,
} from '../groups/service.js';
import type { AccountActor } from '../member-administration/service.js';
import { memberRecordsByIds, provisionedAccounts } from '../members/service.js';
import { ScimError } from './errors.js';
import { pageOf, parseFilter } from './filter.js';
import { LIST_SCHEMA, MAX_RESULTS } from './users.js';

export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';

/** `excludedAttributes=members`: Entra ID asks so when it only needs the group's id. */
const withoutMembers = (query: Pick<ScimListQuery, 'excludedAttributes'>) =>
  (query.excludedAttributes ?? '')
    .toLowerCase()
    .split(',')
    .some((name) => name.trim() === 'members');

async function presentGroups(ctx: AppContext, groups: ProvisionedGroup[], members: boolean) {
  const memberIds = members
    ? await memberIdsOfGroups(
        ctx.db,
        groups.map((group) => group.id),
      )
    : new Map<string, string[]>();
  const records = await memberRecordsByIds(ctx.db, [...memberIds.values()].flat());
  const names = new Map(
    records.filter((r) => !r.deletedAt).map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]),
  );
  return groups.map((group) => ({
    schemas: [GROUP_SCHEMA],
    id: group.id,
    displayName: group.name,
    ...(members
      ? {
          members: (memberIds.get(group.id) ?? [])
            .filter((id) => names.has(id))
            .map((id) => ({
              value: id,
              display: names.get(id),
              $ref: `${ctx.config.publicOrigin}/scim/v2/Users/${id}`,
            })),
        }
      : {}),
    meta: {
      resourceType: 'Group',
      created: group.createdAt.toISOString(),
      lastModified: group.updatedAt.toISOString(),
      location: `${ctx.config.publicOrigin}/scim/v2/Groups/${group.id}`,
    },
  }));
}

/** GET /scim/v2/Groups: every group that is not archived, by `displayName` (name or slug) or `id`. */
export async function listGroups(ctx: AppContext, query: ScimListQuery) {
  const filter = parseFilter(query.filter);
  const { startIndex, offset, limit } = pageOf(query, MAX_RESULTS);
  let lookup: { ids?: string[]; names?: string[] } = {};
  if (filter?.attribute === 'displayname') lookup = { names: [filter.value] };
  else if (filter?.attribute === 'id') lookup = { ids: [filter.value] };
  else if (filter)
    throw new ScimError(400, `Filtering by ${filter.attribute} is not supported.`, 'invalidFilter');
  const { groups, total } = await provisionedGroups(ctx.db, { ...lookup, offset, limit });
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total,
    startIndex,
    itemsPerPage: groups.length,
    Resources: await presentGroups(ctx, groups, !withoutMembers(query)),
  };
}

async function loadGroup(ctx: AppContext, id: string) {
  const { groups } = await provisionedGroups(ctx.db, { ids: [id], offset: 0, limit: 1 });
  const [group] = groups;
  if (!group) throw new ScimError(404, 'No such group.');
  return group;
}

export async function getGroup(
  ctx: AppContext,
  id: string,
  query: Pick<ScimListQuery, 'excludedAttributes'>,
) {
  const [group] = await presentGroups(ctx, [await loadGroup(ctx, id)], !withoutMembers(query));
  return group;
}

/** Member ids of a `members` value (`[{ value }]`); every one must be an account that is not deleted. */
async function memberIdsOf(ctx: AppContext, value: unknown): Promise<string[]> {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const ids = list.map((entry) =>
    entry && typeof entry === 'object' && typeof (entry as { value?: unknown }).value === 'string'
      ? (entry as { value: string }).value
      : null,
  );
  if (ids.some((id) => id === null)) throw new ScimError(400, 'members need a value each.', 'invalidValue');
  const unique = [...new Set(ids as string[])];
  if (unique.length > MAX_RESULTS * 50) throw new ScimError(400, 'Too many members at once.', 'invalidValue');
  const { records } = await provisionedAccounts(ctx.db, {
    ids: unique,
    offset: 0,
    limit: unique.length || 1,
  });
  if (records.length !== unique.length)
    throw new ScimError(400, 'A member is not a user here.', 'invalidValue');
  return unique;
}

const MEMBER_FILTER = /^members\[value eq "([^"]+)"\]$/i;

/**
 * Membership changes in one transaction: members join (the group's rules for invitations aside:
 * the provider decides) and leave; a group administrator is never removed behind the group's back.
 */
async function changeMembers(ctx: AppContext, groupId: string, join: string[], leave: string[]) {
  const left = await ctx.db.transaction(async (tx) => {
    for (const memberId of join) await joinInvitedGroups(ctx, tx, memberId, [groupId]);
    const gone: string[] = [];
    for (const memberId of leave) {
      const groups = await leaveClaimedGroups(ctx, tx, {
        memberId,
        groupIds: [groupId],
        via: 'provisioning',
      });
      if (groups.length > 0) gone.push(memberId);
    }
    return gone;
  });
  for (const memberId of left) await announceLeaves(ctx, memberId, [groupId]);
}

/**
 * PATCH /scim/v2/Groups/{id}: `add` and `remove` of members (also `members[value eq "id"]`) and
 * `replace` of the whole list. The group's name and the groups themselves are the product's: a
 * rename is ignored, so that provisioning goes on.
 */
export async function patchGroup(
  ctx: AppContext,
  _actor: AccountActor,
  id: string,
  operations: ScimPatchOperation[],
  query: Pick<ScimListQuery, 'excludedAttributes'>,
) {
  await loadGroup(ctx, id);
  const current = new Set((await memberIdsOfGroups(ctx.db, [id])).get(id));
  const join = new Set<string>();
  const leave = new Set<string>();
  for (const operation of operations) {
    const op = operation.op.toLowerCase();
    const path = operation.path ?? '';
    const single = MEMBER_FILTER.exec(path);
    if (op === 'remove' && single?.[1]) {
      leave.add(single[1]);
      join.delete(single[1]);
    } else if (path.toLowerCase() === 'members' && (op === 'add' || op === 'remove' || op === 'replace')) {
      const ids = await memberIdsOf(ctx, operation.value);
      if (op === 'replace') for (const memberId of current) if (!ids.includes(memberId)) leave.add(memberId);
      for (const memberId of ids) {
        if (op === 'remove') {
          leave.add(memberId);
          join.delete(memberId);
        } else {
          join.add(memberId);
          leave.delete(memberId);
        }
      }
    } else if (op !== 'add' && op !== 'replace' && op !== 'remove') {
      throw new ScimError(400, `Unknown operation ${operation.op}.`, 'invalidSyntax');
    }
  }
  await changeMembers(
    ctx,
    id,
    [...join].filter((memberId) => !current.has(memberId)),
    [...leave].filter((memberId) => current.has(memberId)),
  );
  return getGroup(ctx, id, query);
}

/** PUT /scim/v2/Groups/{id}: the member list as the provider holds it. */
export async function replaceGroup(ctx: AppContext, actor: AccountActor, id: string, body: ScimGroupBody) {
  return patchGroup(ctx, actor, id, [{ op: 'replace', path: 'members', value: body.members ?? [] }], {});
}
