import { z } from 'zod';
import { queryInteger } from './primitives.js';

/**
 * Tag administration (part 3 section 2.1, part 1 section 3): network administrators see every tag
 * with how often it is used, rename, merge and delete tags. Field messages are i18n keys
 * (errors.tags.*).
 */
export const tagsAdminPaths = {
  list: '/administration/tags',
  tag: (id: string) => `/administration/tags/${id}`,
  merge: (id: string) => `/administration/tags/${id}/merge`,
} as const;

/** GET /administration/tags?q=&page=&per= */
export const adminTagListQuery = z.object({
  q: z.string().max(200).optional(),
  page: queryInteger(1, 100_000).default(1),
  per: queryInteger(1, 100).default(25),
});
export type AdminTagListQuery = z.infer<typeof adminTagListQuery>;

export const adminTag = z.object({ id: z.string(), name: z.string(), usage_count: z.number() });
export type AdminTag = z.infer<typeof adminTag>;

export const adminTagList = z.object({
  entries: z.array(adminTag),
  total: z.number(),
  page: z.number(),
  per: z.number(),
});
export type AdminTagList = z.infer<typeof adminTagList>;

/** PUT /administration/tags/{id}: the new name (checked by the server: 422 with keys). */
export const renameTagBody = z.object({ name: z.string().max(200) });
export type RenameTagBody = z.infer<typeof renameTagBody>;

/** POST /administration/tags/{id}/merge: the tag that takes over this tag's things; this tag goes. */
export const mergeTagBody = z.object({ into_id: z.string().max(100) });
export type MergeTagBody = z.infer<typeof mergeTagBody>;
