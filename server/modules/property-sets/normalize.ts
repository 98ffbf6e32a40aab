import type { z } from 'zod';
import type {
  Modification,
  PropertyDefinition,
  PropertyOption,
  propertyInput,
  propertyOption,
} from '../../../contract/property-sets.js';
import type { FieldErrors } from '../../platform/errors.js';

type OptionInput = z.infer<typeof propertyOption>;
type ParsedProperty = z.output<typeof propertyInput>;

const DUPLICATE_NAME = 'errors.property_sets.duplicate_name';
const DUPLICATE_OPTION = 'errors.property_sets.duplicate_option';
const MIN_ABOVE_MAX = 'errors.property_sets.min_above_max';
const NO_OPTIONS = 'errors.property_sets.no_options';
const UNKNOWN_PROPERTY = 'errors.property_sets.unknown_property';

/** A value from the label (lower case letters, digits, underscores), unique among `taken`. */
function generatedValue(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'option';
  let value = base;
  for (let n = 2; taken.has(value); n++) value = `${base}_${n}`;
  return value;
}

/**
 * Options as part 3 section 5 wants them: empty labels dropped, missing values generated; a value
 * given twice (also one of `existing`, a parent's) is a field error at `path`.
 */
export function normalizeOptions(
  input: readonly OptionInput[],
  path: string,
  errors: FieldErrors,
  existing: readonly PropertyOption[] = [],
): PropertyOption[] {
  const kept = input
    .map((option) => ({ label: option.label.trim(), value: option.value?.trim() ?? '' }))
    .filter((option) => option.label !== '');
  const taken = new Set(existing.map((option) => option.value));
  for (const option of kept) {
    if (option.value === '') continue;
    if (taken.has(option.value)) errors[path] = [DUPLICATE_OPTION];
    taken.add(option.value);
  }
  return kept.map((option) => {
    if (option.value !== '') return option;
    const value = generatedValue(option.label, taken);
    taken.add(value);
    return { label: option.label, value };
  });
}

/** A basic set's properties, checked across fields (unique names, options, min not above max). */
export function normalizeProperties(
  input: readonly ParsedProperty[],
  errors: FieldErrors,
): PropertyDefinition[] {
  const names = new Set<string>();
  return input.map((property, index) => {
    const path = `property_set.properties.${index}`;
    if (names.has(property.name)) errors[`${path}.name`] = [DUPLICATE_NAME];
    names.add(property.name);
    if (
      property.type === 'number' &&
      property.min !== null &&
      property.max !== null &&
      property.min > property.max
    )
      errors[`${path}.max`] = [MIN_ABOVE_MAX];
    if (property.type !== 'selection') return property;
    const options = normalizeOptions(property.options, `${path}.options`, errors);
    if (options.length === 0) errors[`${path}.options`] = [NO_OPTIONS];
    return { ...property, options };
  });
}

/**
 * A modified set's `add_options`: each names a selection property of the parent; several for one
 * property are joined. Option values may not repeat the parent's.
 */
export function normalizeModifications(
  input: readonly { add_options: { name: string; options: OptionInput[] } }[],
  parent: readonly PropertyDefinition[],
  errors: FieldErrors,
): Modification[] {
  const joined = new Map<string, PropertyOption[]>();
  input.forEach(({ add_options }, index) => {
    const path = `property_set.modifications.${index}.add_options`;
    const target = parent.find((property) => property.name === add_options.name);
    if (target?.type !== 'selection') {
      errors[`${path}.name`] = [UNKNOWN_PROPERTY];
      return;
    }
    const before = joined.get(add_options.name) ?? [];
    const added = normalizeOptions(add_options.options, `${path}.options`, errors, [
      ...target.options,
      ...before,
    ]);
    joined.set(add_options.name, [...before, ...added]);
  });
  return [...joined].map(([name, options]) => ({ add_options: { name, options } }));
}

/** The parent's properties with the options a modified set adds (those of removed properties are dropped). */
export function applyModifications(
  parent: readonly PropertyDefinition[],
  modifications: readonly Modification[],
): PropertyDefinition[] {
  return parent.map((property) => {
    if (property.type !== 'selection') return property;
    const taken = new Set(property.options.map((option) => option.value));
    const added = modifications
      .filter((m) => m.add_options.name === property.name)
      .flatMap((m) => m.add_options.options)
      .filter((option) => !taken.has(option.value) && taken.add(option.value));
    return added.length ? { ...property, options: [...property.options, ...added] } : property;
  });
}
