import { and, eq } from 'drizzle-orm';
import {
  PROPERTY_SET_NAME_PATTERN,
  type PropertyContextType,
  type PropertyDefinition,
  type PropertySetResponse,
  propertySetBody,
} from '../../../contract/property-sets.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, forbidden, notFound, unprocessable } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { applyModifications, normalizeModifications, normalizeProperties } from './normalize.js';
import { readableContext, type SetContext, scopeKey } from './policy.js';
import { propertySets } from './tables.js';

export { checkValue } from './values/check-value.js';
export {
  type PropertyValues,
  type RelationResolver,
  type ValidatedValues,
  type ValidateOptions,
  validatePropertyValues,
} from './values/validate-values.js';

type Actor = { viewer: CurrentMember; ip: string };
type SetRow = typeof propertySets.$inferSelect;
export type SetQuery = { context_type: PropertyContextType; context_id?: string; inherit: boolean };

const NETWORK = { groupId: null } as const;

function requireName(name: string) {
  if (!PROPERTY_SET_NAME_PATTERN.test(name)) throw notFound('property set');
}

async function storedSet(
  db: Db | Tx,
  scope: { groupId: string | null },
  name: string,
): Promise<SetRow | null> {
  const [row] = await db
    .select()
    .from(propertySets)
    .where(and(eq(propertySets.scope, scopeKey(scope)), eq(propertySets.name, name)));
  return row ?? null;
}

/** The properties a stored set gives forms: its own, or (modified) its parent's with the added options. */
function propertiesOf(row: SetRow, parent: SetRow | null): PropertyDefinition[] {
  if (row.type === 'basic') return row.properties;
  return applyModifications(parent?.properties ?? [], row.modifications);
}

function present(
  row: SetRow,
  parent: SetRow | null,
  context: SetContext,
  inherited: boolean,
): PropertySetResponse {
  return {
    property_set: {
      name: row.name,
      type: row.type,
      properties: propertiesOf(row, parent),
      modifications: row.modifications,
      parent_property_set:
        row.type === 'modified' && parent
          ? { name: parent.name, context_type: 'network', properties: parent.properties }
          : null,
    },
    context_type: context.type,
    context_id: context.groupId,
    inherited,
    can: context.can,
  };
}

/**
 * The properties forms of a context use, for other modules (apps, profiles): the group's set, else
 * (with `inherit`) the network's; null when there is none.
 */
export async function effectiveProperties(
  db: Db | Tx,
  groupId: string | null,
  name: string,
  inherit = true,
): Promise<PropertyDefinition[] | null> {
  const own = await storedSet(db, { groupId }, name);
  const parent = groupId && (inherit || own?.type === 'modified') ? await storedSet(db, NETWORK, name) : null;
  if (own) return propertiesOf(own, parent);
  return parent ? parent.properties : null;
}

/**
 * GET /api/v1/property_sets/{name}: the context's set; for a group with `inherit` the network's set
 * when the group has none of its own. 404 `not_found` when there is none (part 3 section 8).
 */
export async function getPropertySet(
  ctx: AppContext,
  viewer: CurrentMember,
  name: string,
  query: SetQuery,
): Promise<PropertySetResponse> {
  requireName(name);
  const context = await readableContext(ctx.db, viewer, query.context_type, query.context_id);
  const own = await storedSet(ctx.db, context, name);
  const needsParent = context.groupId !== null && (own?.type === 'modified' || (!own && query.inherit));
  const parent = needsParent ? await storedSet(ctx.db, NETWORK, name) : null;
  if (own) return present(own, parent, context, false);
  if (parent) return present(parent, null, context, true);
  throw notFound('property set');
}

/**
 * PUT /api/v1/property_sets/{name}: the whole set. A basic set keeps its properties (names unique,
 * options with values, min not above max); a modified set (groups only) keeps the options it adds to
 * its network parent's selection properties. Written with its audit entry; a broken rule is 422 and
 * nothing is written.
 */
export async function savePropertySet(
  ctx: AppContext,
  actor: Actor,
  name: string,
  query: SetQuery,
  body: unknown,
): Promise<PropertySetResponse> {
  requireName(name);
  const context = await readableContext(ctx.db, actor.viewer, query.context_type, query.context_id);
  if (!context.can.update) throw forbidden();
  const input = propertySetBody.parse(body).property_set;
  return ctx.db.transaction(async (tx) => {
    const parent = context.groupId ? await storedSet(tx, NETWORK, name) : null;
    const errors: FieldErrors = {};
    let properties: PropertyDefinition[] = [];
    let modifications: SetRow['modifications'] = [];
    if (input.type === 'basic') properties = normalizeProperties(input.properties, errors);
    else if (parent?.type !== 'basic') errors['property_set.type'] = ['errors.property_sets.no_parent'];
    else modifications = normalizeModifications(input.modifications, parent.properties, errors);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);

    const key = scopeKey(context);
    const [before] = await tx
      .select()
      .from(propertySets)
      .where(and(eq(propertySets.scope, key), eq(propertySets.name, name)))
      .for('update');
    const [row] = await tx
      .insert(propertySets)
      .values({ scope: key, name, type: input.type, properties, modifications })
      .onConflictDoUpdate({
        target: [propertySets.scope, propertySets.name],
        set: { type: input.type, properties, modifications, updatedAt: new Date() },
      })
      .returning();
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: actor.viewer.id,
        ip: actor.ip,
        details: {
          subject: 'property_set',
          name,
          group_id: context.groupId,
          changes: {
            type: { from: before?.type ?? null, to: input.type },
            properties: {
              from: (before?.properties ?? []).map((p) => p.name),
              to: properties.map((p) => p.name),
            },
          },
        },
      },
      tx,
    );
    return present(row as SetRow, parent, context, false);
  });
}

/**
 * Removes the sets of a name in every scope, in the caller's transaction: a thing that owns its set
 * (an app's `app_<id>`) takes it along when it goes, also a copy saved in another scope.
 */
export async function deletePropertySets(tx: Tx, name: string): Promise<void> {
  await tx.delete(propertySets).where(eq(propertySets.name, name));
}
