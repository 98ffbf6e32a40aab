import {
  NEW_TAG_PREFIX,
} from '../../../../contract/tags.js';
import {
  type FileValue,
  type MembershipValue,
  type PropertyDefinition,
  type RefValue,
  type RelationValue,
  VALUE_ERRORS,
  VALUELESS_TYPES,
} from '../../../../contract/property-sets.js';
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

/**
 * Every value of a form built from property definitions, checked and normalised for storing: the
 * shape rules of each type, then the references (members, files, images, relations, tags) the viewer
 * may see, asked for all fields at once. Any broken field answers 422 with every field's key under
 * its name, before anything is written; `new_<name>` tags are created in `tx` only once everything
 * else passed, so the caller's transaction either stores the values with their tags or nothing.
 */
export async function validatePropertyValues(
  ctx: AppContext,
  tx: Tx,
  viewer: Viewer,
  properties: readonly PropertyDefinition[],
  raw: Record<string, unknown>,
  options: ValidateOptions = {},
): Promise<PropertyValues> {
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

  const resolved = await resolveReferences(ctx, tx, viewer, properties, refs, options);
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

  const newTagNames = properties
    .filter((property) => property.type === 'tag')
    .flatMap((property) => (refs.get(property.name) ?? []).filter((ref) => ref.startsWith(NEW_TAG_PREFIX)));
  if (newTagNames.length > 0) {
    const created = await ensureTags(
      tx,
      viewer,
      newTagNames.map((ref) => ref.slice(NEW_TAG_PREFIX.length)),
    );
    const byName = new Map(created.map((tag) => [tag.nameKey, { id: tag.id, name: tag.name }]));
    for (const property of properties) {
      if (property.type !== 'tag' || !refs.has(property.name)) continue;
      const list = (Array.isArray(values[property.name]) ? values[property.name] : [values[property.name]]) as RefValue[];
      const tags = dedupe(
        list.map((tag) =>
          tag.id.startsWith(NEW_TAG_PREFIX) ? (byName.get(tagNameKey(tag.name)) ?? tag) : tag,
        ),
      );
      values[property.name] = property.multiple ? tags : (tags[0] ?? null);
    }
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
  tx: Tx,
  viewer: Viewer,
  properties: readonly PropertyDefinition[],
  refs: ReadonlyMap<string, string[]>,
  options: ValidateOptions,
): Promise<Resolved> {
  const idsOf = (...types: string[]) =>
    properties.filter((property) => types.includes(property.type)).flatMap((property) => refs.get(property.name) ?? []);
  const memberIds = idsOf('membership');
  const fileIds = idsOf('file', 'image');
  const relationIds = idsOf('relation');
  const tagIds = idsOf('tag').filter((ref) => !ref.startsWith(NEW_TAG_PREFIX));
  const network = await ctx.network.get();
  const [members, files, relations, tags] = await Promise.all([
    memberIds.length ? visibleMembersByIds(ctx, network, viewer, memberIds) : new Map(),
    fileIds.length ? visibleFileFacts(ctx, viewer, fileIds) : new Map(),
    relationIds.length && options.relations ? options.relations(relationIds) : new Map<string, RelationValue>(),
    tagIds.length ? tagsByIds(tx, tagIds) : new Map(),
  ]);
  return {
    lookup(property, id) {
      switch (property.type) {
        case 'membership': {
          const member = members.get(id);
          if (!member) return null;
          return { id, displayName: `${member.firstName} ${member.lastName}`.trim() } satisfies MembershipValue;
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
