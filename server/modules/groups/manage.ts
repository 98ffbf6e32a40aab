import { eq, like, or } from 'drizzle-orm';
import {
  type CreateGroupBody,
  createGroupBody,
  type Group,
  type NewGroup,
  type UpdateGroupBody,
  updateGroupBody,
} from '../../../contract/groups.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound, unprocessable } from '../../platform/errors.js';
import { type ClaimKey, type IdempotencyKey, once } from '../../platform/idempotency/idempotency.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { newId } from '../../platform/ids.js';
import { locateLater } from '../../platform/maps.js';
import { subjectVisibilityChanged } from '../../platform/visibility/keys.js';
import { destroyFiles } from '../files/service.js';
import type { NetworkRecord } from '../network/service.js';
import {
  accessOptions,
  columnsOf,
  groupFieldErrors,
  inputOf,
  slugBase,
  slugCandidate,
} from './group-rules.js';
import { groupImageFileId } from './image-urls.js';
import { GROUP_MEMBERSHIP_CHANNEL } from './membership.js';
import {
  canAdministrateGroup,
  canCreateHidden,
  canCreateInCategory,
  canManageCategoryOf,
  type GroupRecord,
  groupContentKeys,
} from './policy.js';
import { presentCategory } from './present.js';
import { type GroupContext, getGroup, loadCategory, loadGroupState, loadVisibleGroup } from './service.js';
import { groupMemberships, groups } from './tables.js';

/**
 * Creating, changing, archiving and deleting groups (part 3 sections 2.2, 4 and 5). Each write locks
 * the group row first, so it judges the group as it is, and keeps the visibility keys of the group's
 * content in step when its audience changes.
 */

/** Bus event of a deleted group, for modules that keep rows of their own about groups. */
export const GROUP_DELETED = 'group.deleted';

/** The category, if the viewer may create groups in it; otherwise 404, as for an unknown category. */
async function creatableCategory(ctx: AppContext, viewer: Viewer, ref: string) {
  const { category, administrate } = await loadCategory(ctx.db, viewer, ref);
  if (!canCreateInCategory(viewer, category, administrate)) throw notFound('group category');
  return { category, isCategoryAdmin: administrate };
}

/** GET /api/v1/groups/new?group_category_slug=: an empty form for the category. */
export async function newGroupForm(ctx: AppContext, viewer: Viewer, categoryRef: string): Promise<NewGroup> {
  const { category, isCategoryAdmin } = await creatableCategory(ctx, viewer, categoryRef);
  const createHidden = canCreateHidden(viewer, { isCategoryAdmin });
  return {
    group: {
      name: '',
      teaser: '',
      description: '',
      address: '',
      access: 'open',
      externally_visible: false,
      moderated_join: false,
      members_can_invite: false,
      chat: true,
      sensitive: false,
    },
    category: presentCategory(viewer, category, isCategoryAdmin),
    access_options: accessOptions(createHidden),
    can: { create_hidden: createHidden },
  };
}

/** POST /groups. The creator becomes the group's first administrator. */
export async function createGroup(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  input: CreateGroupBody,
  key: IdempotencyKey | null = null,
): Promise<{ group: Group; created: boolean }> {
  const { id, replayed } = await once(ctx.db, key, (claim) => storeGroup(ctx, viewer, input, claim));
  return { group: await getGroup(ctx.db, network, viewer, id), created: !replayed };
}

async function storeGroup(ctx: AppContext, viewer: Viewer, input: CreateGroupBody, claim: ClaimKey) {
  const { group_category_id: categoryRef, ...fields } = createGroupBody.parse(input).group;
  const { category, isCategoryAdmin } = await creatableCategory(ctx, viewer, categoryRef);
  const errors = groupFieldErrors(
    { ...fields, activeMainGroup: false },
    canCreateHidden(viewer, { isCategoryAdmin }),
  );
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await claim(tx, id);
    const stored = await insertWithFreeSlug(tx, { id, categoryId: category.id, ...columnsOf(fields) });
    await tx.insert(groupMemberships).values({
      groupId: id,
      memberId: viewer.id,
      status: 'member',
      isAdmin: true,
      subscribed: true,
      activitystreamSubscribed: true,
    });
    await ctx.audit.record(
      {
        type: 'GroupJoin',
        actorId: viewer.id,
        membershipId: viewer.id,
        details: { group_id: id, group_name: stored.name, via: 'create' },
      },
      tx,
    );
    if (stored.address) await locateLater(ctx, tx, [{ type: 'group', id }]);
  });
  await ctx.bus.publish(GROUP_MEMBERSHIP_CHANNEL, {
    type: 'group.membership_changed',
    payload: { group_id: id, member_id: viewer.id, status: 'member' },
  });
  return id;
}

const SLUG_ATTEMPTS = 5;

/**
 * Inserts the group under the first free slug its name suggests. The next number is read from the
 * slugs taken; a group created meanwhile under the same slug makes the insert do nothing, and the
 * following number is tried.
 */
async function insertWithFreeSlug(
  tx: Tx,
  values: Omit<typeof groups.$inferInsert, 'slug'> & { name: string },
): Promise<GroupRecord> {
  const base = slugBase(values.name);
  const taken = await tx
    .select({ slug: groups.slug })
    .from(groups)
    .where(or(eq(groups.slug, base), like(groups.slug, `${base}-%`)));
  const numbers = taken.map(({ slug }) =>
    slug === base ? 1 : Number(/^-(\d{1,9})$/.exec(slug.slice(base.length))?.[1] ?? 0),
  );
  const first = taken.length === 0 ? 0 : Math.max(...numbers);
  for (let attempt = first; attempt < first + SLUG_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(groups)
      .values({ ...values, slug: slugCandidate(base, attempt) })
      .onConflictDoNothing({ target: groups.slug })
      .returning();
    if (row) return row;
  }
  throw new AppError(409, 'slug_taken', 'Another group took this name at the same moment. Please try again.');
}

/**
 * Runs a change of a group the viewer may see, with the group row locked and its state read again
 * inside the transaction; `allowed` decides on that state (404 when it says no).
 */
export async function withLockedGroup<T>(
  ctx: AppContext,
  viewer: Viewer,
  ref: string,
  allowed: (viewer: Viewer, context: GroupContext) => boolean,
  change: (tx: Tx, context: GroupContext) => Promise<T>,
): Promise<T> {
  const visible = await loadVisibleGroup(ctx.db, viewer, ref);
  return ctx.db.transaction(async (tx) => {
    const [group] = await tx.select().from(groups).where(eq(groups.id, visible.group.id)).for('update');
    if (!group) throw notFound('group');
    const context = await loadGroupState(tx, viewer, group, visible.category);
    if (!allowed(viewer, context)) throw notFound('group');
    return change(tx, context);
  });
}

const mayAdministrate = (viewer: Viewer, context: GroupContext) =>
  canAdministrateGroup(viewer, context.state);

export const archivedError = () =>
  new AppError(422, 'archived', 'An archived group cannot be edited.', { base: ['errors.groups.archived'] });

/** PUT /groups/{slug}: the fields sent; archived groups cannot be edited (422). */
export async function updateGroup(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  input: UpdateGroupBody,
): Promise<Group> {
  const changes = updateGroupBody.parse(input).group;
  const id = await withLockedGroup(ctx, viewer, ref, mayAdministrate, async (tx, { group, state }) => {
    if (group.archived) throw archivedError();
    const next = { ...inputOf(group), ...changes };
    const errors = groupFieldErrors(
      { ...next, activeMainGroup: group.activeMainGroup },
      // Keeping a hidden group hidden needs no right; making one hidden does.
      group.access === 'hidden' || canCreateHidden(viewer, state),
    );
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const [saved] = await tx.update(groups).set(columnsOf(next)).where(eq(groups.id, group.id)).returning();
    if (saved && (saved.access !== group.access || saved.externallyVisible !== group.externallyVisible)) {
      await subjectVisibilityChanged(ctx, tx, { type: 'group', id: group.id }, groupContentKeys(saved));
    }
    if (saved && saved.address !== group.address)
      await locateLater(ctx, tx, [{ type: 'group', id: group.id }]);
    return group.id;
  });
  return getGroup(ctx.db, network, viewer, id);
}

/** PUT (archive) or DELETE (restore) /groups/{slug}/archive. The active main group stays active. */
export async function setArchived(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ref: string,
  archived: boolean,
): Promise<Group> {
  const id = await withLockedGroup(ctx, viewer, ref, mayAdministrate, async (tx, { group }) => {
    if (archived && group.activeMainGroup) {
      throw unprocessable({ base: ['errors.groups.main_group_not_archivable'] });
    }
    if (group.archived !== archived) await tx.update(groups).set({ archived }).where(eq(groups.id, group.id));
    return group.id;
  });
  return getGroup(ctx.db, network, viewer, id);
}

/**
 * DELETE /groups/{slug}: network and category administrators; the active main group cannot be
 * deleted. Memberships go with the group (foreign keys); other modules hear `group.deleted`.
 */
export async function deleteGroup(ctx: AppContext, viewer: Viewer, ref: string): Promise<void> {
  const deleted = await withLockedGroup(
    ctx,
    viewer,
    ref,
    (who, context) => canManageCategoryOf(who, context.state),
    async (tx, { group }) => {
      if (group.activeMainGroup) throw unprocessable({ base: ['errors.groups.main_group_not_deletable'] });
      await tx.delete(groups).where(eq(groups.id, group.id));
      return group;
    },
  );
  // The image file goes with the group, after the commit as other replaced images do.
  const image = groupImageFileId(deleted.profileImageUrl);
  if (image) await destroyFiles(ctx, [image]);
  await ctx.bus.publish(GROUP_MEMBERSHIP_CHANNEL, {
    type: GROUP_DELETED,
    payload: { group_id: deleted.id },
  });
}
