import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AdminTag, AdminTagList, AdminTagListQuery } from '../../../contract/tags-admin.js';
import type { Tx } from '../../db/client.js';
import type { AuditEntry } from '../../platform/audit/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { assertNetworkAdmin } from '../network/policy.js';
import { normalizeTagName, tagNameKey } from './names.js';
import { taggings, tags } from './tables.js';

/**
 * Tags for network administrators: the list with usage counts, rename, merge and delete. Each write
 * locks the tags it touches, changes them and their taggings and records its audit entry in one
 * transaction. The search index keeps no copy of taggings (it reads #tags from the indexed text),
 * so nothing there follows a rename or merge.
 */
export type AdminRequest = { viewer: Viewer; ip: string };

const key = (name: string) => `errors.tags.${name}`;
const likePattern = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const usage = sql<number>`(select count(*)::int from ${taggings} where ${taggings.tagId} = ${tags.id})`;

/** GET /administration/tags: tags by name, each with the number of things carrying it. */
export async function listTagsForAdmin(
  ctx: AppContext,
  viewer: Viewer,
  query: AdminTagListQuery,
): Promise<AdminTagList> {
  assertNetworkAdmin(viewer);
  const name = query.q ? normalizeTagName(query.q) : null;
  const where = name ? sql`${tags.nameKey} like ${`%${likePattern(tagNameKey(name))}%`}` : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ id: tags.id, name: tags.name, usage_count: usage })
      .from(tags)
      .where(where)
      .orderBy(asc(tags.nameKey))
      .limit(query.per)
      .offset((query.page - 1) * query.per),
    ctx.db.select({ count: count() }).from(tags).where(where),
  ]);
  return { entries: rows, total: total?.count ?? 0, page: query.page, per: query.per };
}

const audit = (request: AdminRequest, details: Record<string, unknown>): AuditEntry => ({
  type: 'PolicySettingUpdate',
  actorId: request.viewer.id,
  ip: request.ip,
  details: { subject: 'tag', ...details },
});

/** The tags of these ids, locked in id order (so two merges never wait on each other crosswise). */
async function lockTags(tx: Tx, ids: string[]) {
  const valid = ids.filter(isId);
  if (valid.length === 0) return [];
  return tx.select().from(tags).where(inArray(tags.id, valid)).orderBy(asc(tags.id)).for('update');
}

async function presentTag(tx: Tx, id: string): Promise<AdminTag> {
  const [row] = await tx
    .select({ id: tags.id, name: tags.name, usage_count: usage })
    .from(tags)
    .where(eq(tags.id, id));
  if (!row) throw notFound('tag');
  return row;
}

/** PUT /administration/tags/{id}: a new name; a name another tag has is refused (merge them instead). */
export async function renameTag(
  ctx: AppContext,
  request: AdminRequest,
  id: string,
  raw: string,
): Promise<AdminTag> {
  assertNetworkAdmin(request.viewer);
  return ctx.db.transaction(async (tx) => {
    const [tag] = await lockTags(tx, [id]);
    if (!tag) throw notFound('tag');
    const name = normalizeTagName(raw);
    if (!name) throw unprocessable({ name: [key('invalid_name')] });
    const nameKey = tagNameKey(name);
    const [other] = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.nameKey, nameKey), ne(tags.id, id)));
    if (other) throw unprocessable({ name: [key('name_taken')] });
    await tx.update(tags).set({ name, nameKey }).where(eq(tags.id, id));
    await ctx.audit.record(audit(request, { action: 'rename', id, from: tag.name, to: name }), tx);
    return presentTag(tx, id);
  });
}

/**
 * POST /administration/tags/{id}/merge: every thing carrying this tag carries `intoId` instead (a
 * thing that carried both keeps one tagging), its child tags move along, and this tag is deleted.
 */
export async function mergeTag(
  ctx: AppContext,
  request: AdminRequest,
  id: string,
  intoId: string,
): Promise<AdminTag> {
  assertNetworkAdmin(request.viewer);
  if (id === intoId) throw unprocessable({ into_id: [key('merge_same')] });
  return ctx.db.transaction(async (tx) => {
    const locked = await lockTags(tx, [id, intoId]);
    const source = locked.find((tag) => tag.id === id);
    const target = locked.find((tag) => tag.id === intoId);
    if (!source) throw notFound('tag');
    if (!target) throw unprocessable({ into_id: [key('unknown')] });
    await tx.execute(sql`
      insert into ${taggings} (tag_id, subject_type, subject_id, visibility, created_at)
      select ${intoId}, subject_type, subject_id, visibility, created_at from ${taggings}
      where tag_id = ${id}
      on conflict do nothing`);
    await tx.update(tags).set({ parentId: intoId }).where(eq(tags.parentId, id));
    if (source.curated && !target.curated)
      await tx.update(tags).set({ curated: true }).where(eq(tags.id, intoId));
    // Deleting the tag deletes its remaining taggings (cascade).
    await tx.delete(tags).where(eq(tags.id, id));
    await ctx.audit.record(
      audit(request, { action: 'merge', id, name: source.name, into_id: intoId, into_name: target.name }),
      tx,
    );
    return presentTag(tx, intoId);
  });
}

/** DELETE /administration/tags/{id}: the tag and every tagging of it. */
export async function deleteTag(ctx: AppContext, request: AdminRequest, id: string): Promise<void> {
  assertNetworkAdmin(request.viewer);
  await ctx.db.transaction(async (tx) => {
    const [tag] = await lockTags(tx, [id]);
    if (!tag) throw notFound('tag');
    await tx.delete(tags).where(eq(tags.id, id));
    await ctx.audit.record(audit(request, { action: 'destroy', id, name: tag.name }), tx);
  });
}
