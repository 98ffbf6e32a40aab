import { z } from 'zod';
import { groupAccess } from './groups.js';

/**
 * Group category administration (part 3 sections 2.1, 3.2, 7): network administrators create, edit,
 * order and delete the categories groups are filed under. Field messages are i18n keys
 * (errors.group_categories.*).
 */
export const groupCategoriesAdminPaths = {
  list: '/administration/group-categories',
  category: (id: string) => `/administration/group-categories/${id}`,
  order: '/administration/group-categories/order',
} as const;

/** Colours are six hex digits, stored without the leading # (as calendars do). */
const hexColor = z.string().regex(/^#?[0-9a-fA-F]{6}$/, 'errors.group_categories.color_invalid');

/** Name and plural are checked by the server (422 with keys), so they may arrive empty. */
export const groupCategoryFields = z.object({
  name: z.string().max(100),
  plural_name: z.string().max(100),
  color: hexColor,
  hidden: z.boolean(),
  access: groupAccess,
  /** A group of this category shown as its main group, or none. */
  main_group_id: z.string().max(100).nullable(),
  main_group_hidden: z.boolean(),
});

export const createGroupCategoryBody = z.object({ group_category: groupCategoryFields });
export type CreateGroupCategoryBody = z.infer<typeof createGroupCategoryBody>;

export const updateGroupCategoryBody = z.object({ group_category: groupCategoryFields.partial() });
export type UpdateGroupCategoryBody = z.infer<typeof updateGroupCategoryBody>;

/** PUT /administration/group-categories/order: every category's slug, in the new order. */
export const groupCategoryOrderBody = z.object({ order: z.array(z.string().max(200)).max(1000) });
export type GroupCategoryOrderBody = z.infer<typeof groupCategoryOrderBody>;

export const adminGroupCategory = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  plural_name: z.string(),
  color: z.string(),
  order: z.number(),
  hidden: z.boolean(),
  access: groupAccess,
  main_group_id: z.string().nullable(),
  main_group_hidden: z.boolean(),
  main_group_slug: z.string().nullable(),
  group_count: z.number(),
  /** The groups a main group may be chosen from. */
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  can: z.object({ update: z.boolean(), destroy: z.boolean() }),
});
export type AdminGroupCategory = z.infer<typeof adminGroupCategory>;

export const adminGroupCategoryList = z.object({ entries: z.array(adminGroupCategory) });
export type AdminGroupCategoryList = z.infer<typeof adminGroupCategoryList>;
