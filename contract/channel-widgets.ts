import { z } from 'zod';
import { memberRow } from './members.js';
import { widgetAppointment, widgetScope } from './my-appointments.js';

/**
 * A channel's start page (part 1 sections 2.2, 3, 7 and 9): widgets of the channel, placed in rows of
 * a 3-column grid. `GET/PUT /channels/{slug}/layout`, `GET/POST /channels/{slug}/widgets`,
 * `GET/PUT/DELETE /channels/{slug}/widgets/{id}`.
 */

/** The types built here; the blog module adds `blog` through the server's type registry. */
export const CHANNEL_WIDGET_TYPES = [
  'people',
  'images',
  'banner',
  'rss',
  'spotlight',
  'link',
  'navigation',
  'text',
  'appointments',
] as const;
export type ChannelWidgetType = (typeof CHANNEL_WIDGET_TYPES)[number];

/** Row kinds and the widths (in columns of 3) of their places. */
export const LAYOUT_ROW_COLUMNS = {
  full: [3],
  'half-1-2': [1, 2],
  'half-2-1': [2, 1],
  third: [1, 1, 1],
} as const;
export const LAYOUT_ROW_TYPES = ['full', 'half-1-2', 'half-2-1', 'third'] as const;
export type LayoutRowType = (typeof LAYOUT_ROW_TYPES)[number];
export const LAYOUT_MAX_ROWS = 40;
export const CHANNEL_MAX_WIDGETS = 60;
export const GRID_COLUMNS = 3;

/** Items shown per column of a widget's width (part 1 section 9); more page in a carousel. */
export const ITEMS_PER_COLUMN = { navigation: 6, rss: 4, images: 4, people: 3 } as const;
/** The gallery modal's grid: 1 to 6 columns by the screen's width. */
export const GALLERY_MAX_COLUMNS = 6;

const id24 = z.string().regex(/^[0-9a-f]{24}$/, 'errors.validation.invalid_id');
const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'errors.channel_widgets.invalid_color')
  .nullable()
  .default(null);
/** http(s) only (part 1 section 5 adds https:// in the browser when the scheme is missing). */
export const httpUrl = z
  .string()
  .trim()
  .min(1, 'js.required')
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s/]+[^\s]*$/i.test(value), 'errors.validation.invalid_url');
const text = (max: number) => z.string().trim().max(max).default('');

export const NAVIGATION_ICONS = [
  'link',
  'file',
  'calendar',
  'users',
  'message',
  'globe',
  'book',
  'star',
  'home',
  'help',
] as const;
export const NAVIGATION_ITEMS_MAX = 24;

export const navigationItem = z.object({
  type: z.enum(['url', 'widget']).default('url'),
  url: z
    .string()
    .trim()
    .max(2000)
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
      'errors.validation.invalid_url',
    )
    .default(''),
  new_window: z.boolean().default(false),
  /** For type widget: a widget of the same channel, shown in its modal route. */
  widget: id24.nullable().default(null),
  icon: z.enum(NAVIGATION_ICONS).default('link'),
  title: z.string().trim().min(1, 'js.required').max(100),
  background_override: color,
  text_override: color,
});
export type NavigationItem = z.infer<typeof navigationItem>;

export const spotlightArticle = z.object({
  title: z.string().trim().min(1, 'js.required').max(200),
  teaser: text(500),
  url: httpUrl,
});

/** The fields of each type (part 1 section 3), as stored and as sent. */
export const channelWidgetFields = {
  people: z.object({
    member_ids: z.array(id24).max(60, 'errors.channel_widgets.too_many_items').default([]),
    profile_fields: z.array(z.string().trim().min(1).max(100)).max(5).default([]),
  }),
  images: z.object({
    image_file_ids: z
      .array(id24)
      .min(1, 'errors.channel_widgets.images_required')
      .max(60, 'errors.channel_widgets.too_many_items'),
  }),
  banner: z.object({
    image_file_id: id24.nullable().default(null),
    banner_background_color: color,
    banner_title_color: color,
  }),
  rss: z.object({ url: httpUrl }),
  spotlight: z.object({
    articles: z
      .array(spotlightArticle)
      .min(1, 'errors.channel_widgets.items_required')
      .max(12, 'errors.channel_widgets.too_many_items'),
  }),
  link: z.object({
    url: httpUrl,
    /** A picture of the widget's own shown instead of the page's (`override_image`). */
    override_image_file_id: id24.nullable().default(null),
    override_description: text(500),
    open_in_new_window: z.boolean().default(true),
  }),
  navigation: z.object({
    navigation_type: z.enum(['buttons', 'grid', 'list']).default('buttons'),
    navigation_items: z
      .array(navigationItem)
      .min(1, 'errors.channel_widgets.items_required')
      .max(NAVIGATION_ITEMS_MAX, 'errors.channel_widgets.too_many_items'),
  }),
  text: z.object({ html_content: z.string().max(50_000).default('') }),
  appointments: z
    .object({
      scope: widgetScope.default('all'),
      additional_calendar_ids: z.array(id24).max(100).default([]),
      count: z.number().int().min(1).max(30).default(5),
    })
    // As on the widget bars: a scope other than additional calendars clears the calendars chosen.
    .transform((value) =>
      value.scope === 'additional_calendar_ids' ? value : { ...value, additional_calendar_ids: [] },
    ),
} satisfies Record<ChannelWidgetType, z.ZodType>;

/**
 * The blog widget (registered by the blog module): the latest live articles of a blog, by default the
 * channel's own (a blog's id is its channel's id). Beside its fields the widget keeps title overrides
 * under `article_{id}` keys (part 1 section 3), which the page shows instead of the article's title.
 */
export const BLOG_WIDGET_TYPE = 'blog';
export const BLOG_WIDGET_MAX_ARTICLES = 12;
export const BLOG_WIDGET_MAX_OVERRIDES = 50;
export const ARTICLE_OVERRIDE_KEY = /^article_[0-9a-f]{24}$/;
export const articleOverrideKey = (articleId: string) => `article_${articleId}`;
export const blogWidgetFields = z
  .object({
    blog_id: id24.nullable().default(null),
    count: z.number().int().min(1).max(BLOG_WIDGET_MAX_ARTICLES).default(4),
  })
  .catchall(z.unknown())
  // Only `article_{id}` keys beyond the fields are kept (the body also carries the common fields);
  // an empty override is no override.
  .transform((value, ctx) => {
    const fields: Record<string, unknown> = { blog_id: value.blog_id, count: value.count };
    let overrides = 0;
    for (const [key, raw] of Object.entries(value)) {
      if (!ARTICLE_OVERRIDE_KEY.test(key) || raw === null || raw === '') continue;
      if (typeof raw !== 'string' || raw.trim().length > 200) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'errors.channel_widgets.invalid_title_override',
        });
        continue;
      }
      if (raw.trim() === '') continue;
      fields[key] = raw.trim();
      overrides += 1;
    }
    if (overrides > BLOG_WIDGET_MAX_OVERRIDES) {
      ctx.addIssue({ code: 'custom', path: ['base'], message: 'errors.channel_widgets.too_many_items' });
    }
    return fields;
  });
export type BlogWidgetFields = { blog_id: string | null; count: number } & Record<string, unknown>;
export const blogWidgetArticle = z.object({
  id: z.string(),
  blog_id: z.string(),
  title: z.string(),
  /** The article image with `{size}` for one of the image sizes, or null. */
  image_path: z.string().nullable(),
  /** When the article appeared for its readers (its publication time). */
  created_at: z.string(),
});
export type BlogWidgetArticle = z.infer<typeof blogWidgetArticle>;
export const blogWidgetData = z.object({ latest_articles: z.array(blogWidgetArticle) });
export type BlogWidgetData = z.infer<typeof blogWidgetData>;

export type ChannelWidgetFieldsOf<T extends ChannelWidgetType> = z.output<(typeof channelWidgetFields)[T]>;

/** Fields every widget has; the type's own fields travel beside them (the registry checks them). */
export const widgetCommonFields = z.object({
  title: text(200),
  title_background_override: color,
  hide_title: z.boolean().default(false),
  description: text(1000),
  label: text(100),
  w: z.number().int().min(1).max(GRID_COLUMNS).default(1),
});

/** POST /channels/{slug}/widgets: the type, the common fields and the type's fields. */
export const createChannelWidgetBody = widgetCommonFields
  .extend({ type: z.string().min(1).max(40) })
  .catchall(z.unknown());
export type CreateChannelWidgetBody = z.input<typeof createChannelWidgetBody>;
/** PUT /channels/{slug}/widgets/{id}: the whole widget again (the type cannot change). */
export const updateChannelWidgetBody = widgetCommonFields.catchall(z.unknown());
export type UpdateChannelWidgetBody = z.input<typeof updateChannelWidgetBody>;

// What each type shows, loaded for the viewer (`data`).
export const widgetImage = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
});
export type WidgetImage = z.infer<typeof widgetImage>;
export const linkPreview = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  /** A provider's player we allow in an iframe (YouTube without cookies, Vimeo), else null. */
  secure_embed_service_url: z.string().nullable(),
  crawl_type: z.enum(['initialized', 'finished', 'error']),
});
export const channelWidgetData = {
  people: z.object({ memberships: z.array(memberRow) }),
  images: z.object({ images: z.array(widgetImage) }),
  banner: z.object({ image: widgetImage.nullable() }),
  rss: z.object({
    rss_data: z.object({
      title: z.string().nullable(),
      items: z.array(z.object({ url: z.string().nullable(), title: z.string() })),
    }),
  }),
  spotlight: z.object({}),
  link: z.object({ link: linkPreview, override_image: widgetImage.nullable().default(null) }),
  navigation: z.object({}),
  text: z.object({}),
  appointments: z.object({ appointments: z.array(widgetAppointment) }),
} satisfies Record<ChannelWidgetType, z.ZodType>;
export type ChannelWidgetDataOf<T extends ChannelWidgetType> = z.infer<(typeof channelWidgetData)[T]>;

/** A widget as answered: common fields, the type's fields, and its data (`status: error` if unloadable). */
export const channelWidget = widgetCommonFields
  .extend({
    id: z.string(),
    type: z.string(),
    status: z.enum(['ok', 'error']),
    data: z.record(z.string(), z.unknown()).nullable(),
  })
  .catchall(z.unknown());
export type ChannelWidget = z.infer<typeof channelWidget> & Record<string, unknown>;

export const channelWidgetList = z.object({
  widgets: z.array(channelWidget),
  /** The types the channel's editors may add (the form's type choice). */
  types: z.array(z.string()),
  can: z.object({ update: z.boolean() }),
});
export type ChannelWidgetList = z.infer<typeof channelWidgetList>;

export const layoutRow = z.object({
  type: z.enum(LAYOUT_ROW_TYPES),
  /** Widget ids by place; the server refuses more than the row's places (422). */
  widgets: z.array(z.string().max(40)).max(12),
});
export type LayoutRow = z.infer<typeof layoutRow>;
export const layoutBody = z.object({
  rows: z.array(layoutRow).max(LAYOUT_MAX_ROWS, 'errors.channel_widgets.too_many_rows'),
});
export type LayoutBody = z.infer<typeof layoutBody>;
export const channelLayout = z.object({
  rows: z.array(layoutRow),
  updated_at: z.string().nullable(),
  can: z.object({ update: z.boolean() }),
});
export type ChannelLayout = z.infer<typeof channelLayout>;

export const channelWidgetPaths = {
  layout: (slug: string) => `/channels/${encodeURIComponent(slug)}/layout`,
  widgets: (slug: string) => `/channels/${encodeURIComponent(slug)}/widgets`,
  widget: (slug: string, id: string) =>
    `/channels/${encodeURIComponent(slug)}/widgets/${encodeURIComponent(id)}`,
  image: (slug: string, widgetId: string, fileId: string, size: string) =>
    `/api/v1/channels/${encodeURIComponent(slug)}/widgets/${widgetId}/images/${fileId}/${size}`,
};
