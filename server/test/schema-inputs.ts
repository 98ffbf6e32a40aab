import { z } from 'zod';
import { newId } from '../platform/ids.js';

/**
 * Inputs derived from a route's or a socket action's zod schema, for tests that must cover every
 * field of every route without naming them: a minimal value the schema accepts, the paths of its
 * text and number fields, and that value with one field replaced. The schema goes through its JSON
 * Schema (the input side), the same form the OpenAPI document shows.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

export type FieldPath = (string | number)[];
export type Leaf = { path: FieldPath; type: 'string' | 'integer' | 'number'; schema: JsonSchema };

export const toJsonSchema = (schema: unknown): JsonSchema | null =>
  schema
    ? (z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : null;

const typesOf = (node: JsonSchema) => (Array.isArray(node.type) ? node.type : node.type ? [node.type] : []);
const optionsOf = (node: JsonSchema) => node.anyOf ?? node.oneOf ?? node.allOf ?? [];

/** Follows a `$ref` into the root's `$defs` (zod writes them for recursive schemas). */
function resolve(node: JsonSchema, root: JsonSchema): JsonSchema {
  if (!node.$ref) return node;
  if (node.$ref === '#') return root;
  const name = node.$ref.replace('#/$defs/', '');
  return root.$defs?.[name] ?? {};
}

/**
 * A string the field accepts as far as its JSON Schema tells: a date or address for those formats,
 * otherwise an id that exists nowhere (most unformatted path and query strings are ids or slugs).
 */
function sampleString(node: JsonSchema): string {
  if (node.format === 'date-time') return '2030-01-02T03:04:05.000Z';
  if (node.format === 'date') return '2030-01-02';
  if (node.format === 'email') return 'someone@example.com';
  if (node.format === 'uri') return 'https://example.com/';
  const text = newId().padEnd(node.minLength ?? 0, 'x');
  return node.maxLength !== undefined ? text.slice(0, Math.max(1, node.maxLength)) : text;
}

/**
 * The smallest value the schema accepts as far as its JSON Schema tells (required fields only).
 * `named` gives the value of fields by name where a made-up one would not do (an existing chat).
 */
export function sampleOf(node: JsonSchema, named: Record<string, unknown> = {}): unknown {
  const sample = (child: JsonSchema, name?: string): unknown => {
    if (name !== undefined && Object.hasOwn(named, name)) return named[name];
    const at = resolve(child, node);
    if (at.const !== undefined) return at.const;
    if (at.enum) return at.enum[0];
    const options = optionsOf(at);
    if (options.length > 0) {
      const option = options.find((o) => !typesOf(o).includes('null')) ?? options[0];
      return option ? sample(option) : null;
    }
    const types = typesOf(at);
    if (types.includes('object')) {
      const value: Record<string, unknown> = {};
      for (const key of at.required ?? []) value[key] = sample(at.properties?.[key] ?? {}, key);
      return value;
    }
    if (types.includes('array'))
      return Array.from({ length: at.minItems ?? 0 }, () => sample(at.items ?? {}));
    if (types.includes('string')) return sampleString(at);
    if (types.includes('integer') || types.includes('number')) {
      if (at.exclusiveMinimum !== undefined) return at.exclusiveMinimum + 1;
      return at.minimum !== undefined && at.minimum > -1e9 ? at.minimum : 1;
    }
    if (types.includes('boolean')) return false;
    if (types.includes('null')) return null;
    return 'x';
  };
  return sample(node);
}

/** The text and number fields of a schema, each once per path (array items at index 0). */
export function leavesOf(node: JsonSchema, root: JsonSchema = node, path: FieldPath = []): Leaf[] {
  const at = resolve(node, root);
  // A schema that refers to itself (threads, trees) is walked once.
  if (path.length > 12) return [];
  const leaves: Leaf[] = [];
  for (const option of optionsOf(at)) leaves.push(...leavesOf(option, root, path));
  const types = typesOf(at);
  if (types.includes('object')) {
    for (const [name, child] of Object.entries(at.properties ?? {}))
      leaves.push(...leavesOf(child, root, [...path, name]));
    if (typeof at.additionalProperties === 'object') {
      const key = at.propertyNames?.enum?.[0];
      leaves.push(...leavesOf(at.additionalProperties, root, [...path, typeof key === 'string' ? key : 'x']));
    }
  }
  if (types.includes('array') && at.items) leaves.push(...leavesOf(at.items, root, [...path, 0]));
  // A field of any type (z.unknown()) takes text too.
  if (types.length === 0 && optionsOf(at).length === 0 && at.enum === undefined && at.const === undefined)
    leaves.push({ path, type: 'string', schema: at });
  for (const type of ['string', 'integer', 'number'] as const) {
    if (types.includes(type) && !(type === 'number' && types.includes('integer')))
      leaves.push({ path, type, schema: at });
  }
  const seen = new Set<string>();
  return leaves.filter((leaf) => {
    const key = `${leaf.path.join('.')}:${leaf.type}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A copy of `value` with `path` set to `leaf`, creating the objects and arrays on the way. */
export function withLeaf(value: unknown, path: FieldPath, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...FieldPath];
  const container: Record<string | number, unknown> | unknown[] =
    typeof head === 'number'
      ? Array.isArray(value)
        ? [...value]
        : []
      : value && typeof value === 'object' && !Array.isArray(value)
        ? { ...(value as Record<string, unknown>) }
        : {};
  (container as Record<string | number, unknown>)[head] = withLeaf(
    (container as Record<string | number, unknown>)[head],
    rest,
    leaf,
  );
  return container;
}

/** The field path as error responses name it: dot-separated, `base` for the whole value. */
export const fieldKey = (path: FieldPath) => (path.length === 0 ? 'base' : path.join('.'));
