import { z } from 'zod';
import { memberRow } from './members.js';
import { widgetAppointment, widgetScope } from './my-appointments.js';

/**
 * Widget bars (part 3 sections 3.8, 5 and 7): a bar is a slug and its widgets in order, each a type
 * and its properties. The network has its bars (the start page's), each group its own (the group
 * page's). `GET /widgetbars/as-{slug}` and `/widgetbars/g-{group_id}-as-{slug}` answer a bar with
 * every widget's data for the viewer; `{admin}/widgetbars…` administer them.
 */

export const WIDGET_TYPES = [
  'admin_members',
  'appointments',
  'birthday',
  'group_info',
  'newest_members',
  'online_members',
  'rss',
  'speed_dial',
  'text',
] as const;
export const widgetType = z.enum(WIDGET_TYPES);
export type WidgetType = z.infer<typeof widgetType>;

/** Types a network bar cannot hold: they describe the group the bar belongs to. */
export const GROUP_ONLY_WIDGET_TYPES: readonly WidgetType[] = ['group_info'];

/** The bars that exist, by scope; each is drawn on one page (the start page, the group page). */
export const NETWORK_WIDGETBARS = ['start'] as const;
export const GROUP_WIDGETBARS = ['group'] as const;
export const WIDGETBAR_MAX_WIDGETS = 30;
export const WIDGET_COUNT_MAX = 50;
export const WIDGET_CONTENT_MAX = 20_000;

/**
 * Count fields (part 3 section 5): numeric, at least 0, parsed to integers on save. A form sends a
 * text field's value, so "7" and 7.9 are 7; anything else is refused with a field error.
 */
const countField = (fallback: number, max = WIDGET_COUNT_MAX) =>
  z
    .preprocess((value) => {
      if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Math.trunc(Number(value));
      if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
      return value;
    }, z.number().int().min(0).max(max))
    .default(fallback);

/** show_age is converted to boolean (part 3 section 5); a form may send "true" or "false". */
const booleanField = z
  .preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean())
  .default(false);

const headline = z.string().trim().max(200).default('');
const profileFields = z.array(z.string().trim().min(1).max(100)).max(20).default([]);
const renderer = z.enum(['markdown', 'html_sanitized']).default('markdown');
const content = z.string().max(WIDGET_CONTENT_MAX).default('');
const id24 = z.string().regex(/^[0-9a-f]{24}$/, 'errors.validation.invalid_id');
const feedUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'errors.validation.invalid_url')
  .default('');

/** The properties of each type with the defaults of part 3 section 3.8. */
export const widgetProperties = {
  admin_members: z.object({ headline, profile_fields: profileFields }),
  appointments: z
    .object({
      headline,
      scope: widgetScope.default('personal'),
      additional_calendar_ids: z.array(id24).max(100).default([]),
      count: countField(10, 30),
    })
    // Choosing a scope other than additional calendars clears the calendars chosen (section 5).
    .transform((value) =>
      value.scope === 'additional_calendar_ids' ? value : { ...value, additional_calendar_ids: [] },
    ),
  birthday: z.object({
    headline,
    count: countField(5),
    show_age: booleanField,
    profile_fields: profileFields,
  }),
  group_info: z.object({ headline, content, renderer }),
  newest_members: z.object({ count: countField(5) }),
  online_members: z.object({ count: countField(5) }),
  rss: z.object({ headline, url: feedUrl, count: countField(12) }),
  speed_dial: z.object({ count: countField(15) }),
  text: z.object({ headline, content, renderer }),
} satisfies Record<WidgetType, z.ZodType>;

export type WidgetPropertiesOf<T extends WidgetType> = z.output<(typeof widgetProperties)[T]>;

const widgetIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/)
  .optional();

const widgetOption = <T extends WidgetType>(type: T) =>
  z.object({
    id: widgetIdField,
    type: z.literal(type),
    properties: z.preprocess((value) => value ?? {}, widgetProperties[type]),
  });

/** One widget as the editor sends it; `id` keeps a widget's identity across saves. */
export const widgetInput = z.discriminatedUnion('type', [
  widgetOption('admin_members'),
  widgetOption('appointments'),
  widgetOption('birthday'),
  widgetOption('group_info'),
  widgetOption('newest_members'),
  widgetOption('online_members'),
  widgetOption('rss'),
  widgetOption('speed_dial'),
  widgetOption('text'),
]);
export type WidgetInput = z.infer<typeof widgetInput>;

/** PUT {group}/administration/widgetbars/{slug}.json */
export const widgetbarBody = z.object({
  widgetbar: z.object({
    widgets: z.array(widgetInput).max(WIDGETBAR_MAX_WIDGETS, 'errors.widgetbars.too_many_widgets'),
  }),
});
export type WidgetbarBody = z.input<typeof widgetbarBody>;

export const storedWidget = z.object({
  id: z.string(),
  type: widgetType,
  properties: z.record(z.string(), z.unknown()),
});
export type StoredWidget = z.infer<typeof storedWidget>;

/** GET/PUT {group}/administration/widgetbars/{slug}.json */
export const widgetbarAdmin = z.object({
  widgetbar: z.object({ slug: z.string(), widgets: z.array(storedWidget) }),
  /** The types this bar may hold, with their default properties (the editor's "add" menu). */
  types: z.array(z.object({ type: widgetType, defaults: z.record(z.string(), z.unknown()) })),
  /** The network's profile fields, for the members widgets' profile_fields. */
  profile_fields: z.array(z.object({ key: z.string(), label: z.string() })),
  group: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
});
export type WidgetbarAdmin = z.infer<typeof widgetbarAdmin>;

/** GET {group}/administration/widgetbars.json: the index, bars with slug and widgets. */
export const widgetbarIndex = z.object({
  widgetbars: z.array(z.object({ slug: z.string(), widgets: z.array(storedWidget) })),
  group: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
});
export type WidgetbarIndex = z.infer<typeof widgetbarIndex>;

/** GET {group}/administration/widgetbars/calendars.json: calendars the appointments widget may add. */
export const widgetbarCalendars = z.object({
  calendars: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
});
export type WidgetbarCalendars = z.infer<typeof widgetbarCalendars>;

// What each type's widget shows (GET /widgetbars/…), by type.
export const birthdayEntry = z.object({
  member: memberRow,
  /** The coming birthday, YYYY-MM-DD, in the viewer's time zone. */
  date: z.string(),
  today: z.boolean(),
  /** The age reached on that day; null unless show_age. */
  age: z.number().nullable(),
});
export const widgetData = {
  admin_members: z.object({ members: z.array(memberRow) }),
  appointments: z.object({ appointments: z.array(widgetAppointment) }),
  birthday: z.object({ entries: z.array(birthdayEntry) }),
  group_info: z.object({ html: z.string() }),
  newest_members: z.object({ members: z.array(memberRow) }),
  online_members: z.object({ members: z.array(memberRow), total: z.number() }),
  rss: z.object({
    title: z.string().nullable(),
    link: z.string().nullable(),
    items: z.array(
      z.object({ title: z.string(), link: z.string().nullable(), published_at: z.string().nullable() }),
    ),
  }),
  speed_dial: z.object({
    groups: z.array(
      z.object({ id: z.string(), slug: z.string(), name: z.string(), image_url: z.string().nullable() }),
    ),
  }),
  text: z.object({ html: z.string() }),
} satisfies Record<WidgetType, z.ZodType>;
export type WidgetDataOf<T extends WidgetType> = z.infer<(typeof widgetData)[T]>;

/** A widget as a page draws it: `error` when its data could not be loaded (part 3 section 8). */
export const widgetView = z.object({
  id: z.string(),
  type: widgetType,
  headline: z.string(),
  status: z.enum(['ok', 'error']),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type WidgetView = z.infer<typeof widgetView>;

/** GET /widgetbars/as-{slug} and /widgetbars/g-{group_id}-as-{slug} */
export const widgetbarView = z.object({ slug: z.string(), widgets: z.array(widgetView) });
export type WidgetbarView = z.infer<typeof widgetbarView>;

/** `as-start` or `g-{group id}-as-group`: the bar's address in GET /widgetbars/… */
export const widgetbarRef = (slug: string, groupId?: string | null) =>
  groupId ? `g-${groupId}-as-${slug}` : `as-${slug}`;
