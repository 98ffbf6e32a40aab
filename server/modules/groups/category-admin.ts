import { and, asc, count, eq, inArray, like, or } from 'drizzle-orm';
import type {
  AdminGroupCategory,
  AdminGroupCategoryList,
  CreateGroupCategoryBody,
  UpdateGroupCategoryBody,
} from '../../../contract/group-categories-admin.js';
import type { Tx } from '../../db/client.js';
import type { AuditEntry } from '../../platform/audit/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type FieldErrors, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { assertNetworkAdmin } from '../network/policy.js';
import { hashColor } from '../network/service.js';
import { slugBase, slugCandidate } from './group-rules.js';
import type { CategoryRecord } from './policy.js';
import { groupCategories, groups } from './tables.js';

/**
 * Group categories for network administrators (part 3 sections 3.2, 7): create, edit, order and
 * delete. Each write checks, changes the rows and records its audit entry in one transaction; a
 * category with groups is never deleted (its groups would lose their place).
 */
export type AdminRequest = { viewer: Viewer; ip: string };

const key = (name: string) => `errors.group_categories.${name}`;
const FIELD = 'group_category';

type GroupOption = { id: string; name: string; slug: string; categoryId: string };

function present(category: CategoryRecord, own: GroupOption[]): AdminGroupCategory {
  const main = own.find((group) => group.id === category.mainGroupId);
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    plural_name: category.pluralName,
    color: hashColor(category.color),
    order: category.order,
    hidden: category.hidden,
    access: category.access,
    main_group_id: category.mainGroupId,
    main_group_hidden: category.mainGroupHidden,
    main_group_slug: main?.slug ?? null,
    group_count: own.length,
    groups: own.map(({ id, name }) => ({ id, name })),
    can: { update: true, destroy: own.length === 0 },
  };
}

async function presentAll(db: AppContext['db'] | Tx, ids?: string[]): Promise<AdminGroupCategory[]> {
  const categories = await db
    .select()
    .from(groupCategories)
    .where(ids ? inArray(groupCategories.id, ids) : undefined)
    .orderBy(asc(groupCategories.order), asc(groupCategories.name));
  if (categories.length === 0) return [];
  const options = await db
    .select({ id: groups.id, name: groups.name, slug: groups.slug, categoryId: groups.categoryId })
    .from(groups)
    .where(
      inArray(
        groups.categoryId,
        categories.map((c) => c.id),
      ),
    )
    .orderBy(asc(groups.name));
  return categories.map((category) =>
    present(
      category,
      options.filter((group) => group.categoryId === category.id),
    ),
  );
}

/** GET /administration/group-categories: every category in its order, with its groups. */
export async function listCategoriesForAdmin(
  ctx: AppContext,
  viewer: Viewer,
): Promise<AdminGroupCategoryList> {
  assertNetworkAdmin(viewer);
  return { entries: await presentAll(ctx.db) };
}

type Fields = UpdateGroupCategoryBody['group_category'];

/** The columns of the given fields, after the rules of part 3 section 5; 422 with keys otherwise. */
async function columnsOf(tx: Tx, categoryId: string | null, fields: Fields) {
  const errors: FieldErrors = {};
  const name = fields.name?.trim();
  const pluralName = fields.plural_name?.trim();
  if (name !== undefined && name === '') errors[`${FIELD}.name`] = [key('name_empty')];
  if (pluralName !== undefined && pluralName === '')
    errors[`${FIELD}.plural_name`] = [key('plural_name_empty')];
  const mainGroupId = fields.main_group_id;
  if (mainGroupId) {
    const [group] =
      categoryId && isId(mainGroupId)
        ? await tx
            .select({ id: groups.id })
            .from(groups)
            .where(and(eq(groups.id, mainGroupId), eq(groups.categoryId, categoryId)))
        : [];
    if (!group) errors[`${FIELD}.main_group_id`] = [key('main_group_invalid')];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return {
    ...(name !== undefined ? { name } : {}),
    ...(pluralName !== undefined ? { pluralName } : {}),
    ...(fields.color !== undefined ? { color: fields.color.replace('#', '').toLowerCase() } : {}),
    ...(fields.hidden !== undefined ? { hidden: fields.hidden } : {}),
    ...(fields.access !== undefined ? { access: fields.access } : {}),
    ...(mainGroupId !== undefined ? { mainGroupId } : {}),
    ...(fields.main_group_hidden !== undefined ? { mainGroupHidden: fields.main_group_hidden } : {}),
  };
}

const audit = (request: AdminRequest, details: Record<string, unknown>): AuditEntry => ({
  type: 'PolicySettingUpdate',
  actorId: request.viewer.id,
  ip: request.ip,
  details: { subject: 'group_category', ...details },
});

const SLUG_ATTEMPTS = 5;

/** The first free slug the name suggests; a slug never changes, so directory links keep working. */
async function insertWithFreeSlug(tx: Tx, values: Omit<typeof groupCategories.$inferInsert, 'slug'>) {
  const base = slugBase(values.name);
  const taken = await tx
    .select({ slug: groupCategories.slug })
    .from(groupCategories)
    .where(or(eq(groupCategories.slug, base), like(groupCategories.slug, `${base}-%`)));
  const used = new Set(taken.map((row) => row.slug));
  for (let attempt = 0, tries = 0; tries < SLUG_ATTEMPTS; attempt++) {
    const slug = slugCandidate(base, attempt);
    if (used.has(slug)) continue;
    tries++;
    const [row] = await tx
      .insert(groupCategories)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: groupCategories.slug })
      .returning();
    if (row) return row;
  }
  throw new AppError(
    409,
    'slug_taken',
    'Another category took this name at the same moment. Please try again.',
  );
}

/** POST /administration/group-categories: a new category, placed last. */
export async function createCategory(
  ctx: AppContext,
  request: AdminRequest,
  body: CreateGroupCategoryBody,
): Promise<AdminGroupCategory> {
  assertNetworkAdmin(request.viewer);
  const id = await ctx.db.transaction(async (tx) => {
    const columns = await columnsOf(tx, null, body.group_category);
    const [placed] = await tx.select({ count: count() }).from(groupCategories);
    const row = await insertWithFreeSlug(tx, {
      name: columns.name ?? '',
      pluralName: columns.pluralName ?? '',
      ...columns,
      order: placed?.count ?? 0,
    });
    await ctx.audit.record(audit(request, { action: 'create', id: row.id, name: row.name }), tx);
    return row.id;
  });
  const [created] = await presentAll(ctx.db, [id]);
  return created as AdminGroupCategory;
}

async function lockCategory(tx: Tx, id: string): Promise<CategoryRecord> {
  const [row] = isId(id)
    ? await tx.select().from(groupCategories).where(eq(groupCategories.id, id)).for('update')
    : [];
  if (!row) throw notFound('group category');
  return row;
}

/** PUT /administration/group-categories/{id}: the given fields; the slug stays. */
export async function updateCategory(
  ctx: AppContext,
  request: AdminRequest,
  id: string,
  body: UpdateGroupCategoryBody,
): Promise<AdminGroupCategory> {
  assertNetworkAdmin(request.viewer);
  await ctx.db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    const columns = await columnsOf(tx, id, body.group_category);
    await tx.update(groupCategories).set(columns).where(eq(groupCategories.id, id));
    const changed = Object.keys(columns).filter(
      (column) => before[column as keyof CategoryRecord] !== columns[column as keyof typeof columns],
    );
    await ctx.audit.record(audit(request, { action: 'update', id, name: before.name, changed }), tx);
  });
  const [updated] = await presentAll(ctx.db, [id]);
  return updated as AdminGroupCategory;
}

/** DELETE /administration/group-categories/{id}: only an empty category (422 otherwise). */
export async function deleteCategory(ctx: AppContext, request: AdminRequest, id: string): Promise<void> {
  assertNetworkAdmin(request.viewer);
  await ctx.db.transaction(async (tx) => {
    const category = await lockCategory(tx, id);
    const [used] = await tx.select({ count: count() }).from(groups).where(eq(groups.categoryId, id));
    if ((used?.count ?? 0) > 0)
      throw unprocessable({ [FIELD]: [key('not_empty')] }, 'The category still has groups.');
    await tx.delete(groupCategories).where(eq(groupCategories.id, id));
    await ctx.audit.record(audit(request, { action: 'destroy', id, name: category.name }), tx);
  });
}

/**
 * PUT /administration/group-categories/order: `order` names every category's slug once. A list that
 * misses one (created meanwhile) or names an unknown one is refused, so the page reloads the list.
 */
export async function orderCategories(
  ctx: AppContext,
  request: AdminRequest,
  order: string[],
): Promise<void> {
  assertNetworkAdmin(request.viewer);
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: groupCategories.id, slug: groupCategories.slug, order: groupCategories.order })
      .from(groupCategories)
      .for('update');
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const complete =
      order.length === rows.length &&
      new Set(order).size === order.length &&
      order.every((s) => bySlug.has(s));
    if (!complete) throw unprocessable({ order: [key('order_invalid')] });
    for (const [position, slug] of order.entries()) {
      const row = bySlug.get(slug);
      if (row && row.order !== position)
        await tx.update(groupCategories).set({ order: position }).where(eq(groupCategories.id, row.id));
    }
    await ctx.audit.record(audit(request, { action: 'order', order }), tx);
  });
}
