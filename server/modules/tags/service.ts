import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tag } from '../../../contract/tags.js';
import type { Db, Tx } from '../../db/client.js';
import { unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { hashtagsIn, NEW_TAG_PREFIX, normalizeTagName, tagNameKey } from './names.js';
import { taggings, tags } from './tables.js';

export { hashtagsIn, normalizeTagName, tagNameKey } from './names.js';

/**
 * Tags: suggestions, creating tags from what members type, and the taggings other modules keep for
 * their things. A module tags a thing inside the transaction that saves it (`setTaggings`) and
 * passes the thing's visibility keys along; it never reads these tables itself.
 */

export type TagRecord = typeof tags.$inferSelect;
export type TagSubject = { type: string; id: string };

const presentTag = (row: Pick<TagRecord, 'id' | 'name'>): Tag => ({ id: row.id, name: row.name });

const likePattern = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Who may be offered a tag: one that something they may see carries, one they made themselves, or
 * one administrators keep. A tag used only inside a hidden group stays unknown to everyone else.
 */
function suggestable(viewer: Viewer, keys: readonly string[]): SQL {
  const carried = sql`exists (select 1 from ${taggings} where ${taggings.tagId} = ${tags.id} and ${taggings.visibility} && ${sql.param([...keys])}::text[])`;
  return or(eq(tags.curated, true), eq(tags.createdById, viewer.id), carried) as SQL;
}

export type FindTagsQuery = { q: string; parentIds: string[]; excludeNew: boolean; limit?: number };

export async function findTags(
  db: Db,
  viewer: Viewer,
  keys: readonly string[],
  query: FindTagsQuery,
): Promise<Tag[]> {
  const name = normalizeTagName(query.q);
  if (!name) return [];
  const key = tagNameKey(name);
  const limit = query.limit ?? 20;
  const parents = query.parentIds.filter(isId);
  const rows = await db
    .select({ id: tags.id, name: tags.name, nameKey: tags.nameKey })
    .from(tags)
    .where(
      and(
        sql`${tags.nameKey} like ${`%${likePattern(key)}%`}`,
        query.parentIds.length > 0 ? inArray(tags.parentId, parents.length > 0 ? parents : ['']) : undefined,
        suggestable(viewer, keys),
      ),
    )
    .orderBy(
      desc(sql`${tags.nameKey} = ${key}`),
      desc(sql`${tags.nameKey} like ${`${likePattern(key)}%`}`),
      asc(sql`length(${tags.nameKey})`),
      asc(tags.nameKey),
    )
    .limit(limit);
  const entries = rows.map(presentTag);
  const exists = rows.some((row) => row.nameKey === key);
  if (!query.excludeNew && !exists && query.parentIds.length === 0) {
    entries.push({ id: `${NEW_TAG_PREFIX}${name}`, name });
  }
  return entries;
}

const UNKNOWN_TAG = 'errors.tags.unknown';
const INVALID_NAME = 'errors.tags.invalid_name';

/**
 * Tags for references from a form: ids of existing tags, or `new_<name>` (created here, or the
 * existing tag of that name). Answers 422 on the given field for an unknown id or an unusable name.
 */
export async function resolveTagRefs(
  tx: Db | Tx,
  viewer: Viewer,
  refs: readonly string[],
  field = 'tags',
): Promise<TagRecord[]> {
  const ids = refs.filter((ref) => !ref.startsWith(NEW_TAG_PREFIX));
  const names: string[] = [];
  for (const ref of refs.filter((r) => r.startsWith(NEW_TAG_PREFIX))) {
    const name = normalizeTagName(ref.slice(NEW_TAG_PREFIX.length));
    if (!name) throw unprocessable({ [field]: [INVALID_NAME] });
    names.push(name);
  }
  if (ids.some((id) => !isId(id))) throw unprocessable({ [field]: [UNKNOWN_TAG] });
  const existing = ids.length > 0 ? await tx.select().from(tags).where(inArray(tags.id, ids)) : [];
  if (existing.length !== new Set(ids).size) throw unprocessable({ [field]: [UNKNOWN_TAG] });
  const created = await ensureTags(tx, viewer, names);
  const byId = new Map([...existing, ...created].map((row) => [row.id, row]));
  return [...byId.values()];
}

/** Existing tags among `ids`, by id (unknown and malformed ids are missing from the map). */
export async function tagsByIds(db: Db | Tx, ids: readonly string[]): Promise<Map<string, TagRecord>> {
  const wanted = [...new Set(ids)].filter(isId);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(tags).where(inArray(tags.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The tags of these names, created where missing (by the viewer). */
export async function ensureTags(
  tx: Db | Tx,
  viewer: Viewer,
  names: readonly string[],
): Promise<TagRecord[]> {
  const wanted = new Map<string, string>();
  for (const raw of names) {
    const name = normalizeTagName(raw);
    if (name && !wanted.has(tagNameKey(name))) wanted.set(tagNameKey(name), name);
  }
  if (wanted.size === 0) return [];
  await tx
    .insert(tags)
    .values([...wanted].map(([nameKey, name]) => ({ name, nameKey, createdById: viewer.id })))
    .onConflictDoNothing({ target: tags.nameKey });
  return tx
    .select()
    .from(tags)
    .where(inArray(tags.nameKey, [...wanted.keys()]));
}

/** The tags of the #hashtags in a text, created where missing. */
export function ensureHashtags(tx: Db | Tx, viewer: Viewer, text: string): Promise<TagRecord[]> {
  return ensureTags(tx, viewer, hashtagsIn(text));
}

/** Replaces the tags of a thing; `visibility` are the thing's visibility keys. */
export async function setTaggings(
  tx: Db | Tx,
  subject: TagSubject,
  tagIds: readonly string[],
  visibility: readonly string[],
): Promise<void> {
  await tx
    .delete(taggings)
    .where(and(eq(taggings.subjectType, subject.type), eq(taggings.subjectId, subject.id)));
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return;
  await tx.insert(taggings).values(
    unique.map((tagId) => ({
      tagId,
      subjectType: subject.type,
      subjectId: subject.id,
      visibility: [...visibility],
    })),
  );
}

/** After a thing's audience changed (a group became closed, a post moved): its new keys. */
export async function updateTaggingVisibility(
  tx: Db | Tx,
  subject: TagSubject,
  visibility: readonly string[],
): Promise<void> {
  await tx
    .update(taggings)
    .set({ visibility: [...visibility] })
    .where(and(eq(taggings.subjectType, subject.type), eq(taggings.subjectId, subject.id)));
}

export function removeTaggings(tx: Db | Tx, subject: TagSubject) {
  return tx
    .delete(taggings)
    .where(and(eq(taggings.subjectType, subject.type), eq(taggings.subjectId, subject.id)));
}

/** The tags of many things of one type, by thing id, each list by name. */
export async function tagsOfSubjects(
  db: Db | Tx,
  subjectType: string,
  subjectIds: readonly string[],
): Promise<Map<string, Tag[]>> {
  const result = new Map<string, Tag[]>();
  if (subjectIds.length === 0) return result;
  const rows = await db
    .select({ subjectId: taggings.subjectId, id: tags.id, name: tags.name })
    .from(taggings)
    .innerJoin(tags, eq(tags.id, taggings.tagId))
    .where(and(eq(taggings.subjectType, subjectType), inArray(taggings.subjectId, [...subjectIds])))
    .orderBy(asc(tags.nameKey));
  for (const row of rows) {
    const list = result.get(row.subjectId) ?? [];
    list.push(presentTag(row));
    result.set(row.subjectId, list);
  }
  return result;
}

/** A tag by its name in any spelling (the `?tag=` filters), or null. */
export async function tagByName(db: Db | Tx, raw: string): Promise<TagRecord | null> {
  const name = normalizeTagName(raw);
  if (!name) return null;
  const [row] = await db
    .select()
    .from(tags)
    .where(eq(tags.nameKey, tagNameKey(name)))
    .limit(1);
  return row ?? null;
}

/** Ids of the things of a type that carry a tag (a subquery for the owning module's list). */
export function subjectsTaggedWith(db: Db | Tx, subjectType: string, tagId: string) {
  return db
    .select({ id: taggings.subjectId })
    .from(taggings)
    .where(and(eq(taggings.subjectType, subjectType), eq(taggings.tagId, tagId)));
}
