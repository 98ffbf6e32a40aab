import { z } from 'zod';
import { audienceEntry, namedAudienceEntry } from './channels.js';
import { AUTO_LAYOUTS, itemLayouts } from './item-layouts.js';
import { queryInteger } from './primitives.js';

/**
 * Apps (part 1 section 3, part 3 sections 2.2, 3.8, 4 to 9): small tools an administrator builds
 * from typed properties in the network or a group; members create items, a card wall moves them
 * through the stages of a selection property. An app's properties are the property set
 * `app_<appId>` of its scope (network or group), edited with the property-set editor.
 */
export const appsPaths = {
  /** GET appListQuery -> appList; POST createAppBody -> 201 app. */
  apps: '/api/v1/apps',
  /** GET -> app; PUT updateAppBody -> app; DELETE -> 204. By id or slug. */
  app: (ref: string) => `/api/v1/apps/${ref}`,
  /** GET itemListQuery -> itemList; POST itemBody -> 201 item. */
  items: (ref: string) => `/api/v1/apps/${ref}/items`,
  /** GET wallQuery -> wall. */
  wall: (ref: string) => `/api/v1/apps/${ref}/wall`,
  /** GET -> item; PUT itemBody -> item. */
  item: (id: string) => `/api/v1/items/${id}`,
  /** POST -> item (archived); DELETE -> item (restored). */
  archive: (id: string) => `/api/v1/items/${id}/archive`,
  /** POST moveCardBody -> card: the card's column and place on the wall. */
  move: (id: string) => `/api/v1/items/${id}/move`,
} as const;

/** The property set holding an app's properties, in the app's scope. */
export const appPropertySetName = (appId: string) => `app_${appId}`;

export const APP_NAME_MAX = 200;
export const APP_DESCRIPTION_MAX = 5000;
export const APP_TEMPLATE_MAX = 2000;
export const APP_AUDIENCE_MAX = 200;
export const APP_INTEGRATIONS_MAX = 20;
export const APP_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;
export const ITEMS_PER_PAGE = 25;
export const ITEMS_PER_PAGE_MAX = 100;
/** Part 3 section 9: a card shows at most this many assignees, then +N. */
export const CARD_ASSIGNEES_MAX = 7;
/** A wall column answers at most this many cards; the rest are counted. */
export const WALL_COLUMN_MAX = 500;

export const ITEM_SORTS = ['name', 'author', 'created_at'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

const audienceList = z.array(audienceEntry).max(APP_AUDIENCE_MAX);

/** Part 3 section 3.8: a mail when a member is assigned to or unassigned from an item. */
export const emailIntegration = z.object({
  uuid: z.string().min(1).max(64),
  type: z.literal('email_notification'),
  trigger: z.enum(['assign', 'unassign']),
  /** A membership property's name; "-1" for none. */
  assignee_property_id: z.string().max(64),
  email_subject_template: z.string().max(APP_TEMPLATE_MAX),
  email_text_template: z.string().max(APP_TEMPLATE_MAX),
});
export type EmailIntegration = z.infer<typeof emailIntegration>;

/** The app form's fields. Who creates and who updates items are audiences; empty means everyone who sees the app. */
export const appFields = z.object({
  name: z.string().max(APP_NAME_MAX),
  description: z.string().max(APP_DESCRIPTION_MAX).default(''),
  /** A selection property's name whose options are the wall's columns; null: no wall. */
  column_property: z.string().max(64).nullable().default(null),
  creators: audienceList.default([]),
  editors: audienceList.default([]),
  teaser_template: z.string().max(APP_TEMPLATE_MAX).default(''),
  integrations: z.array(emailIntegration).max(APP_INTEGRATIONS_MAX).default([]),
  show_in_userbar: z.boolean().default(false),
  /** How the item page and the item form arrange the properties (item-layouts.ts). */
  item_layouts: itemLayouts.default(AUTO_LAYOUTS),
});
export const createAppBody = appFields.extend({
  /** A group's id or slug; without it a network app. */
  group: z.string().max(200).nullable().default(null),
  slug: z.string().max(80).optional(),
});
export type CreateAppBody = z.input<typeof createAppBody>;
export const updateAppBody = appFields.partial();
export type UpdateAppBody = z.input<typeof updateAppBody>;

export const appCan = z.object({
  /** Change the app, its properties and integrations. */
  update: z.boolean(),
  destroy: z.boolean(),
  create_item: z.boolean(),
});

const storedProperty = z
  .object({ name: z.string(), type: z.string(), label: z.string(), hint: z.string(), required: z.boolean() })
  .passthrough();

export const app = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  group: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
  property_set_name: z.string(),
  properties: z.array(storedProperty),
  column_property: z.string().nullable(),
  /** The column property names a selection property of the set (else the wall shows its hint). */
  has_wall: z.boolean(),
  /** With names for the form (empty where the viewer cannot see what an entry names). */
  creators: z.array(namedAudienceEntry),
  editors: z.array(namedAudienceEntry),
  teaser_template: z.string(),
  integrations: z.array(emailIntegration),
  show_in_userbar: z.boolean(),
  item_layouts: itemLayouts,
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  items_count: z.number().int(),
  created_at: z.string(),
  url: z.string(),
  can: appCan,
});
export type App = z.infer<typeof app>;

export const appListQuery = z.object({
  /** A group's id or slug: its apps; without it the network's. */
  group: z.string().max(200).optional(),
});
export const appList = z.object({
  apps: z.array(app),
  can: z.object({ create: z.boolean() }),
});
export type AppList = z.infer<typeof appList>;

const values = z.record(z.string(), z.unknown());

export const itemCan = z.object({
  update: z.boolean(),
  /** Per field (part 1 section 6); a name not listed follows `update`. */
  fields: z.record(z.string(), z.boolean()),
  archive: z.boolean(),
  move: z.boolean(),
});
export type ItemCan = z.infer<typeof itemCan>;

export const item = z.object({
  id: z.string(),
  app_id: z.string(),
  name: z.string(),
  values,
  /** The column's value on the wall, null in the unassigned box. */
  column: z.string().nullable(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  archived_at: z.string().nullable(),
  archived_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  url: z.string(),
  can: itemCan,
});
export type Item = z.infer<typeof item>;

export const itemBody = z.object({ values });
export type ItemBody = z.infer<typeof itemBody>;

export const itemListQuery = z.object({
  sort: z.enum(ITEM_SORTS).default('created_at'),
  /** Part 3 section 2.1: 1 ascending, −1 descending. */
  direction: z.enum(['1', '-1']).default('-1'),
  page: queryInteger(1).default(1),
  per: queryInteger(1, ITEMS_PER_PAGE_MAX).default(ITEMS_PER_PAGE),
  archived: z.enum(['true', 'false']).default('false'),
  tag: z.string().max(100).optional(),
  assignee_id: z.string().max(100).optional(),
  /** Words the item's name contains (the relation chooser's search). */
  q: z.string().max(100).optional(),
});
export type ItemListQuery = z.input<typeof itemListQuery>;

export const itemList = z.object({
  items: z.array(item),
  total: z.number().int(),
  page: z.number().int(),
  per: z.number().int(),
});
export type ItemList = z.infer<typeof itemList>;

/** A card of the wall (part 3 section 3.8). */
export const card = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  column: z.string().nullable(),
  description: z.string(),
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
  logo: z.object({ id: z.string(), name: z.string() }).nullable(),
  memberships: z.array(z.object({ id: z.string(), displayName: z.string() })),
  files_count: z.number().int(),
  archived_at: z.string().nullable(),
  can: z.object({ update: z.boolean(), move: z.boolean() }),
});
export type Card = z.infer<typeof card>;

export const wallQuery = z.object({ archived: z.enum(['true', 'false']).default('false') });
export const wall = z.object({
  columns: z.array(
    z.object({ value: z.string(), label: z.string(), cards: z.array(card), total: z.number().int() }),
  ),
  unassigned: z.object({ cards: z.array(card), total: z.number().int() }),
  /** Raised by every move, so a viewer sees that the wall changed. */
  revision: z.number().int(),
});
export type Wall = z.infer<typeof wall>;

export const moveCardBody = z.object({
  /** The target column's value; null is the unassigned box. */
  column: z.string().max(100).nullable(),
  /** The card after which this one goes; null puts it first. */
  insert_after: z.string().max(100).nullable(),
});
export type MoveCardBody = z.infer<typeof moveCardBody>;
