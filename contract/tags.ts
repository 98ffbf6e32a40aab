import { z } from 'zod';

/**
 * Tags (part 1 sections 3, 5 and 7): one shared vocabulary. A tag that does not exist yet travels as
 * `{ id: 'new_<name>', name }` until the form that carries it is saved.
 */
export const tagsPaths = {
  /** GET ?q=&tag_parents=&exclude_new= -> tagFindResponse. */
  find: '/tags/find',
} as const;

/** Prefix of a tag that does not exist yet (part 1 section 3): `new_<name>`, created when saved. */
export const NEW_TAG_PREFIX = 'new_';

export const tag = z.object({ id: z.string(), name: z.string() });
export type Tag = z.infer<typeof tag>;

export const tagFindQuery = z.object({
  q: z.string().max(200).default(''),
  /** Comma-separated ids of parent tags: only their children are offered (tag fields of apps). */
  tag_parents: z.string().max(2000).optional(),
  /** Leaves out the `new_` entry that offers to create the typed tag. */
  exclude_new: z.stringbool().default(false),
});
export type TagFindQuery = z.infer<typeof tagFindQuery>;

/** Existing tags first (exact match, then by prefix, then shorter names), then the `new_` offer. */
export const tagFindResponse = z.object({ entries: z.array(tag) });
export type TagFindResponse = z.infer<typeof tagFindResponse>;

/** Tag references in request bodies: ids of existing tags, or `new_<name>` to create one. */
export const tagRefs = z.array(z.string().min(1).max(100)).max(50);
