import { eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { DEFAULT_DESIGN, type NetworkDesign, withDefaults } from '../../platform/network/defaults.js';
import { networks } from '../../platform/network/tables.js';
import type { DesignScope } from './scopes.js';
import { scopeDesigns } from './tables.js';

const scopeColumn = (scope: Pick<DesignScope, 'type' | 'refId'>) =>
  scope.type === 'group' ? scopeDesigns.groupId : scopeDesigns.groupCategoryId;

/** The scope's own stored design (locked for the transaction with `lock`), or null when it has none. */
export async function storedDesign(
  db: Db | Tx,
  scope: Pick<DesignScope, 'type' | 'refId'>,
  lock = false,
): Promise<NetworkDesign | null> {
  if (scope.type === 'network') {
    const query = db.select({ design: networks.design }).from(networks).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ? withDefaults(row.design, DEFAULT_DESIGN) : null;
  }
  const query = db
    .select({ design: scopeDesigns.design })
    .from(scopeDesigns)
    .where(eq(scopeColumn(scope), scope.refId ?? ''))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? withDefaults(row.design, DEFAULT_DESIGN) : null;
}

export async function writeDesign(tx: Tx, scope: DesignScope, design: NetworkDesign) {
  if (scope.type === 'network') {
    await tx.update(networks).set({ design, updatedAt: new Date() });
    return;
  }
  const values =
    scope.type === 'group'
      ? { groupId: scope.refId, design, updatedAt: new Date() }
      : { groupCategoryId: scope.refId, design, updatedAt: new Date() };
  await tx
    .insert(scopeDesigns)
    .values(values)
    .onConflictDoUpdate({ target: scopeColumn(scope), set: { design, updatedAt: new Date() } });
}

export async function deleteDesign(tx: Tx, scope: DesignScope) {
  await tx.delete(scopeDesigns).where(eq(scopeColumn(scope), scope.refId ?? ''));
}

/** The stored designs of a group and a category (either may be absent), in one statement. */
export async function groupAndCategoryDesigns(db: Db | Tx, groupId: string, categoryId: string | null) {
  const rows = await db
    .select()
    .from(scopeDesigns)
    .where(
      or(
        eq(scopeDesigns.groupId, groupId),
        categoryId ? eq(scopeDesigns.groupCategoryId, categoryId) : undefined,
      ),
    );
  const pick = (row: (typeof rows)[number] | undefined) =>
    row ? withDefaults(row.design, DEFAULT_DESIGN) : null;
  return {
    group: pick(rows.find((row) => row.groupId === groupId)),
    category: pick(rows.find((row) => row.groupCategoryId === categoryId && categoryId !== null)),
  };
}

/** Which categories and groups have a design of their own. */
export async function customisedRefs(db: Db | Tx, refIds: string[]): Promise<Set<string>> {
  if (refIds.length === 0) return new Set();
  const rows = await db
    .select({ groupId: scopeDesigns.groupId, categoryId: scopeDesigns.groupCategoryId })
    .from(scopeDesigns)
    .where(or(inArray(scopeDesigns.groupId, refIds), inArray(scopeDesigns.groupCategoryId, refIds)));
  return new Set(rows.flatMap((row) => [row.groupId, row.categoryId].filter((id): id is string => !!id)));
}
