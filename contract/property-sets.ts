import { z } from 'zod';

/**
 * Property sets (part 1 sections 3 and 7, part 3 sections 2.1 and 3.6): typed field definitions an
 * administrator keeps for the network or a group, from which forms and displays are built (apps,
 * profiles). A group's set is `basic` (its own properties) or `modified` (its network parent's
 * properties, with options added to selection properties through `add_options`).
 */

export const PROPERTY_TYPES = [
  'address',
  'email',
  'image',
  'membership',
  'selection',
  'text',
  'url',
  'number',
  'tag',
  'file',
  'date',
  'html',
  'relation',
  'statistics',
  'headline',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Types whose definition carries `multiple` (several values at once). */
export const MULTIPLE_TYPES: readonly PropertyType[] = [
  'selection',
  'membership',
  'tag',
  'file',
  'image',
  'relation',
];

/** Types that hold no value of their own: a headline structures the form, statistics are counted. */
export const VALUELESS_TYPES: readonly PropertyType[] = ['headline', 'statistics'];

export const HEADLINE_SIZES = [1, 2, 3, 4, 5, 6] as const;
export const NUMBER_PRECISION_MAX = 10;
/** Numbers stay within what a double holds exactly as an integer, so rounding never drifts. */
export const NUMBER_LIMIT = 1e15;
export const MAX_PROPERTIES = 100;
export const MAX_OPTIONS = 200;

export const PROPERTY_NAME_PATTERN = /^[a-z][a-z0-9_]{0,49}$/;
export const PROPERTY_SET_NAME_PATTERN = /^[a-z][a-z0-9_]{0,49}$/;

export const propertyOption = z.object({
  label: z.string().max(200),
  value: z.string().max(100).optional(),
});
/** A stored option always has a value (missing ones are generated on save). */
export const storedOption = z.object({ label: z.string(), value: z.string() });
export type PropertyOption = z.infer<typeof storedOption>;

const limit = z.number().min(-NUMBER_LIMIT).max(NUMBER_LIMIT).nullable().default(null);

const base = {
  name: z.string().regex(PROPERTY_NAME_PATTERN, 'errors.property_sets.invalid_name'),
  label: z.string().trim().min(1).max(200),
  hint: z.string().trim().max(500).default(''),
  required: z.boolean().default(false),
};
const multiple = { multiple: z.boolean().default(false) };

/** One property's definition as the editor sends it; per type only its own options are kept. */
export const propertyInput = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('address'), with_name: z.boolean().default(false) }),
  z.object({ ...base, type: z.literal('email') }),
  z.object({ ...base, type: z.literal('image'), ...multiple }),
  z.object({ ...base, type: z.literal('membership'), ...multiple }),
  z.object({
    ...base,
    type: z.literal('selection'),
    ...multiple,
    options: z.array(propertyOption).max(MAX_OPTIONS).default([]),
  }),
  z.object({ ...base, type: z.literal('text'), multiline: z.boolean().default(false) }),
  z.object({ ...base, type: z.literal('url') }),
  z.object({
    ...base,
    type: z.literal('number'),
    precision: z.number().int().min(0).max(NUMBER_PRECISION_MAX).default(0),
    min: limit,
    max: limit,
    prefix: z.string().trim().max(20).default(''),
    postfix: z.string().trim().max(20).default(''),
  }),
  z.object({ ...base, type: z.literal('tag'), multiple: z.boolean().default(true) }),
  z.object({ ...base, type: z.literal('file'), ...multiple }),
  z.object({ ...base, type: z.literal('date') }),
  z.object({ ...base, type: z.literal('html') }),
  z.object({
    ...base,
    type: z.literal('relation'),
    ...multiple,
    related_app_id: z.string().max(24).nullable().default(null),
  }),
  z.object({ ...base, type: z.literal('statistics') }),
  z.object({
    ...base,
    type: z.literal('headline'),
    size: z.number().int().min(1).max(HEADLINE_SIZES.length).default(2),
  }),
]);
export type PropertyInput = z.input<typeof propertyInput>;

type ParsedProperty = z.output<typeof propertyInput>;
/** A stored, normalised definition (defaults filled, every option with its value). */
export type PropertyDefinition =
  | Exclude<ParsedProperty, { type: 'selection' }>
  | (Omit<Extract<ParsedProperty, { type: 'selection' }>, 'options'> & { options: PropertyOption[] });
export type PropertyOf<T extends PropertyType> = Extract<PropertyDefinition, { type: T }>;

/** What forms are told besides the definition: may the viewer change a field (part 1 section 6). */
export const fieldCan = z.object({
  update: z.boolean(),
  /** Per field; a name not listed follows `update`. */
  fields: z.record(z.string(), z.boolean()).default({}),
});
export type FieldCan = z.infer<typeof fieldCan>;

export const addOptions = z.object({
  name: z.string().regex(PROPERTY_NAME_PATTERN, 'errors.property_sets.invalid_name'),
  options: z.array(propertyOption).max(MAX_OPTIONS),
});
export const modification = z.object({ add_options: addOptions });
export type Modification = { add_options: { name: string; options: PropertyOption[] } };

export const propertySetBody = z.object({
  property_set: z.object({
    type: z.enum(['basic', 'modified']),
    properties: z.array(propertyInput).max(MAX_PROPERTIES).default([]),
    modifications: z.array(modification).max(MAX_PROPERTIES).default([]),
  }),
});
export type PropertySetBody = z.input<typeof propertySetBody>;

export const contextType = z.enum(['network', 'group']);
export type PropertyContextType = z.infer<typeof contextType>;

export const propertySetQuery = z.object({
  context_type: contextType.default('network'),
  context_id: z.string().max(200).optional(),
  inherit: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** Output schemas are loose about the per-type fields, as they were checked when stored. */
const storedProperty = z
  .object({ name: z.string(), type: z.string(), label: z.string(), hint: z.string(), required: z.boolean() })
  .passthrough();

export const propertySetResponse = z.object({
  property_set: z.object({
    name: z.string(),
    type: z.enum(['basic', 'modified']),
    /** The properties forms use: a modified set's are its parent's with the options added. */
    properties: z.array(storedProperty),
    modifications: z.array(
      z.object({ add_options: z.object({ name: z.string(), options: z.array(storedOption) }) }),
    ),
    parent_property_set: z
      .object({ name: z.string(), context_type: contextType, properties: z.array(storedProperty) })
      .nullable(),
  }),
  context_type: contextType,
  context_id: z.string().nullable(),
  /** True when the group has no set of this name and the network's is answered (`inherit=true`). */
  inherited: z.boolean(),
  can: z.object({ update: z.boolean() }),
});
export type PropertySetResponse = z.infer<typeof propertySetResponse>;

/** Values as they travel (part 1 section 3). */
export type AddressValue = {
  name?: string;
  street: string;
  number: string;
  zip: string;
  city: string;
  state: string;
  country: string;
};
export type UrlValue = { url: string; text: string };
export type RefValue = { id: string; name: string };
export type FileValue = { id: string; name: string; extension: string };
export type MembershipValue = { id: string; displayName: string };
export type RelationValue = { id: string; displayValue: string; app_id?: string | null };
export type StatisticsValue = { view_count: number };

/** The German states offered when the country is Deutschland (part 1 section 3). */
export const GERMAN_STATES = [
  'Baden-Württemberg',
  'Bayern',
  'Berlin',
  'Brandenburg',
  'Bremen',
  'Hamburg',
  'Hessen',
  'Mecklenburg-Vorpommern',
  'Niedersachsen',
  'Nordrhein-Westfalen',
  'Rheinland-Pfalz',
  'Saarland',
  'Sachsen',
  'Sachsen-Anhalt',
  'Schleswig-Holstein',
  'Thüringen',
] as const;
export const GERMANY = 'Deutschland';
export const ADDRESS_PARTS = ['name', 'street', 'number', 'zip', 'city', 'state', 'country'] as const;

/** "No selection" of an optional single selection (part 1 section 5). */
export const NO_SELECTION = '-1';

/** Field error keys of values (answered under `values.<name>`, shown under the field). */
export const VALUE_ERRORS = {
  required: 'js.required',
  invalidType: 'errors.properties.invalid_type',
  tooLong: 'errors.properties.too_long',
  numberTooSmall: 'errors.properties.number_too_small',
  numberTooLarge: 'errors.properties.number_too_large',
  invalidDate: 'errors.properties.invalid_date',
  unknownOption: 'errors.properties.unknown_option',
  invalidEmail: 'errors.properties.invalid_email',
  invalidUrl: 'errors.properties.invalid_url',
  invalidState: 'errors.properties.invalid_state',
  notFound: 'errors.properties.not_found',
  notImage: 'errors.properties.not_image',
  invalidTag: 'errors.properties.invalid_tag',
} as const;
export type ValueError = (typeof VALUE_ERRORS)[keyof typeof VALUE_ERRORS];
