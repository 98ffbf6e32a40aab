import type { PropertyDefinition } from '../../../contract/property-sets.js';
import { plainText } from '../../platform/rich-text.js';

type Values = Record<string, unknown>;
type Ref = { id: string; name?: string; displayName?: string };

const listOf = (value: unknown): Ref[] =>
  (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]).filter(
    (entry): entry is Ref => typeof entry === 'object' && entry !== null && 'id' in entry,
  );

const ofType = (properties: readonly PropertyDefinition[], type: PropertyDefinition['type']) =>
  properties.filter((property) => property.type === type);

/** The item's name: the first text property that has a value. */
export function itemName(properties: readonly PropertyDefinition[], values: Values): string {
  for (const property of ofType(properties, 'text')) {
    const value = values[property.name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 500);
  }
  return '';
}

/** The column (the stage on the wall): the column property's value, the first when it is a list. */
export function itemColumn(
  properties: readonly PropertyDefinition[],
  columnProperty: string | null,
  values: Values,
): string | null {
  const property = properties.find((p) => p.name === columnProperty && p.type === 'selection');
  if (!property) return null;
  const value = values[property.name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : null;
}

/** What the filters and the wall read from the values, kept as columns of the row. */
export function derivedColumns(
  properties: readonly PropertyDefinition[],
  columnProperty: string | null,
  values: Values,
) {
  return {
    name: itemName(properties, values),
    column: itemColumn(properties, columnProperty, values),
    tagIds: ofType(properties, 'tag').flatMap((p) => listOf(values[p.name]).map((tag) => tag.id)),
    memberIds: [
      ...new Set(ofType(properties, 'membership').flatMap((p) => listOf(values[p.name]).map((m) => m.id))),
    ],
  };
}

/** The members a membership property names (the assignees of an integration). */
export function membersOf(values: Values, propertyName: string): Ref[] {
  return listOf(values[propertyName]);
}

/** The card of the wall (part 3 section 3.8): tags, logo, memberships, file count and description. */
export function cardParts(properties: readonly PropertyDefinition[], values: Values) {
  const textual = properties.find(
    (p) =>
      (p.type === 'text' && p.multiline && typeof values[p.name] === 'string' && values[p.name] !== '') ||
      (p.type === 'html' && typeof values[p.name] === 'string' && values[p.name] !== ''),
  );
  const raw = textual ? String(values[textual.name]) : '';
  const description = textual?.type === 'html' ? plainText(raw) : raw;
  const image = ofType(properties, 'image').flatMap((p) => listOf(values[p.name]))[0];
  return {
    description: description.slice(0, 600),
    tags: ofType(properties, 'tag').flatMap((p) =>
      listOf(values[p.name]).map((tag) => ({ id: tag.id, name: tag.name ?? '' })),
    ),
    logo: image ? { id: image.id, name: image.name ?? '' } : null,
    memberships: ofType(properties, 'membership').flatMap((p) =>
      listOf(values[p.name]).map((m) => ({ id: m.id, displayName: m.displayName ?? '' })),
    ),
    files_count: ofType(properties, 'file').reduce((sum, p) => sum + listOf(values[p.name]).length, 0),
  };
}
