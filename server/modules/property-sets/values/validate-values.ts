import {
  type FileValue,
  type MembershipValue,
  type PropertyDefinition,
  type RefValue,
  type RelationValue,
  VALUE_ERRORS,
  VALUELESS_TYPES,
} from '../../../../contract/property-sets.js';
import { NEW_TAG_PREFIX } from '../../../../contract/tags.js';
import type { Tx } from '../../../db/client.js';
import type { AppContext } from '../../../platform/context.js';
import { type FieldErrors, unprocessable } from '../../../platform/errors.js';
import type { Viewer } from '../../../platform/identity/viewer.js';
import { visibleFileFacts } from '../../files/service.js';
import { visibleMembersByIds } from '../../members/service.js';
import { ensureTags, normalizeTagName, tagNameKey, tagsByIds } from '../../tags/service.js';
import { checkValue, type RefIds } from './check-value.js';

/**
 * Items of other apps a relation may name, as the viewer sees them (the apps module answers it);
 * without one, no relation value is accepted.
 */
export type RelationResolver = (ids: readonly string[]) => Promise<Map<string, RelationValue>>;

export type ValidateOptions = {
  /** Where field errors are answered: `${prefix}.${name}` (default `values`). */
  fieldPrefix?: string;
  relations?: RelationResolver;
  /** Fields left as they are (the viewer may not change them, part 1 section 6); their input is ignored. */
  readOnly?: ReadonlySet<string>;
};

export type PropertyValues = Record<string, unknown>;

const REF_TYPES = new Set(['membership', 'file', 'image', 'relation', 'tag']);

/** Values that passed every check; `new_<name>` tags are still to be created by `write`. */
export type ValidatedValues = {
  values: PropertyValues;
  /** Creates the new tags in the caller's transaction and answers the values to store. */
  write(tx: Tx): Promise<PropertyValues>;
};

/**
 * Every value of a form built from property definitions, checked and normalised for storing: the
 * shape rules of each type, then the references (members, files, images, relations, tags) the viewer
 * may see, asked for all fields at once. Any broken field answers 422 with every field's key under
 * its name. Nothing is written here (call it before the transaction: the reference lookups use their
 * own connection); `write(tx)` then creates the `new_<name>` tags in the caller's transaction, so
 * the values are stored with their tags or not at all.
 */
export async function validatePropertyValues(
  ctx: AppContext,
  viewer: Viewer,
  properties: readonly PropertyDefinition[],
  raw: Record<string, unknown>,
  options: ValidateOptions = {},
): Promise<ValidatedValues> {
  const prefix = options.fieldPrefix ?? 'values';
  const errors: FieldErrors = {};
  const values: PropertyValues = {};
  const refs = new Map<string, string[]>();
  for (const property of properties) {
    if (VALUELESS_TYPES.includes(property.type) || options.readOnly?.has(property.name)) continue;
    const checked = checkValue(property, raw[property.name]);
    if (!checked.ok) errors[`${prefix}.${property.name}`] = [checked.error];
    else if (REF_TYPES.has(property.type)) refs.set(property.name, (checked.value as RefIds).refs);
    else values[property.name] = checked.value;
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const resolved = await resolveReferences(ctx, viewer, properties, refs, options);
  for (const property of properties) {
    const ids = refs.get(property.name);
    if (!ids) continue;
    const found = ids.map((id) => resolved.lookup(property, id));
    if (found.some((value) => value === null)) {
      errors[`${prefix}.${property.name}`] = [resolved.errorOf(property, ids)];
      continue;
    }
    const multiple = 'multiple' in property && property.multiple;
    values[property.name] = multiple ? found : (found[0] ?? null);
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const tagProperties = properties.filter((property) => property.type === 'tag' && refs.has(property.name));
  return { values, write: (tx) => createNewTags(tx, viewer, tagProperties, values) };
}

/** Replaces the `new_<name>` tags of the values by the tags created (or found) under those names. */
async function createNewTags(
  tx: Tx,
  viewer: Viewer,
  tagProperties: readonly PropertyDefinition[],
  checked: PropertyValues,
): Promise<PropertyValues> {
  const listOf = (value: unknown) =>
    (value === null ? [] : Array.isArray(value) ? value : [value]) as RefValue[];
  const newNames = tagProperties.flatMap((property) =>
    listOf(checked[property.name])
      .filter((tag) => tag.id.startsWith(NEW_TAG_PREFIX))
      .map((tag) => tag.name),
  );
  if (newNames.length === 0) return checked;
  const created = await ensureTags(tx, viewer, newNames);
  const byKey = new Map(created.map((tag) => [tag.nameKey, { id: tag.id, name: tag.name }]));
  const values = { ...checked };
  for (const property of tagProperties) {
    const tags = dedupe(
      listOf(checked[property.name]).map((tag) =>
        tag.id.startsWith(NEW_TAG_PREFIX) ? (byKey.get(tagNameKey(tag.name)) ?? tag) : tag,
      ),
    );
    values[property.name] = 'multiple' in property && property.multiple ? tags : (tags[0] ?? null);
  }
  return values;
}

type Resolved = {
  lookup(property: PropertyDefinition, id: string): unknown | null;
  errorOf(property: PropertyDefinition, ids: readonly string[]): string;
};

/** One query per kind of reference for all fields together. */
async function resolveReferences(
  ctx: AppContext,
  viewer: Viewer,
  properties: readonly PropertyDefinition[],
  refs: ReadonlyMap<string, string[]>,
  options: ValidateOptions,
): Promise<Resolved> {
  const idsOf = (...types: string[]) =>
    properties
      .filter((property) => types.includes(property.type))
      .flatMap((property) => refs.get(property.name) ?? []);
  const memberIds = idsOf('membership');
  const fileIds = idsOf('file', 'image');
  const relationIds = idsOf('relation');
  const tagIds = idsOf('tag').filter((ref) => !ref.startsWith(NEW_TAG_PREFIX));
  const network = await ctx.network.get();
  const [members, files, relations, tags] = await Promise.all([
    memberIds.length ? visibleMembersByIds(ctx, network, viewer, memberIds) : new Map(),
    fileIds.length ? visibleFileFacts(ctx, viewer, fileIds) : new Map(),
    relationIds.length && options.relations
      ? options.relations(relationIds)
      : new Map<string, RelationValue>(),
    tagIds.length ? tagsByIds(ctx.db, tagIds) : new Map(),
  ]);
  return {
    lookup(property, id) {
      switch (property.type) {
        case 'membership': {
          const member = members.get(id);
          if (!member) return null;
          return {
            id,
            displayName: `${member.firstName} ${member.lastName}`.trim(),
          } satisfies MembershipValue;
        }
        case 'file': {
          const file = files.get(id);
          return file ? ({ id, name: file.name, extension: file.extension } satisfies FileValue) : null;
        }
        case 'image': {
          const file = files.get(id);
          return file?.contentType.startsWith('image/') ? ({ id, name: file.name } satisfies RefValue) : null;
        }
        case 'relation':
          return relations.get(id) ?? null;
        case 'tag': {
          if (id.startsWith(NEW_TAG_PREFIX)) {
            const name = normalizeTagName(id.slice(NEW_TAG_PREFIX.length));
            return name ? ({ id, name } satisfies RefValue) : null;
          }
          const tag = tags.get(id);
          return tag ? ({ id, name: tag.name } satisfies RefValue) : null;
        }
        default:
          return null;
      }
    },
    errorOf(property, ids) {
      if (property.type === 'tag') return VALUE_ERRORS.invalidTag;
      if (property.type === 'image' && ids.every((id) => files.has(id))) return VALUE_ERRORS.notImage;
      return VALUE_ERRORS.notFound;
    },
  };
}

function dedupe(tags: RefValue[]): RefValue[] {
  const seen = new Set<string>();
  return tags.filter((tag) => !tag.id.startsWith(NEW_TAG_PREFIX) && !seen.has(tag.id) && seen.add(tag.id));
}
