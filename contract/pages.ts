import { z } from 'zod';
import { memberRow } from './members.js';
import { integer, queryInteger } from './primitives.js';
import { widgetView } from './widgetbars.js';

/**
 * Content pages (a handbook, a group's wiki): rich text in a tree per scope (the network or one
 * group), every save kept as a version. Paths: `/pages`, `/pages/{slug}`, `/groups/{slug}/pages/{slug}`
 * in the browser; the JSON API under `/api/v1/pages`, and `GET /pages?filter=show_in_userbar` for
 * the user bar (contract/userbar.ts).
 */

export const PAGE_TITLE_MAX = 200;
export const PAGE_SLUG_MAX = 100;
/** Sanitised HTML; larger bodies are refused before anything is written. */
export const PAGE_CONTENT_MAX = 500_000;
/** Pages one scope's tree lists at most (the tree is drawn whole). */
export const PAGE_TREE_MAX = 2_000;
export const PAGE_LIST_PER = 25;
/** Widgets one page may embed (each is loaded for every view). */
export const PAGE_WIDGETS_MAX = 20;

/** Lower-case letters, digits and single dashes: no slash, dot or anything a path would read. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const id24 = z.string().regex(/^[0-9a-f]{24}$/, 'errors.validation.invalid_id');

const title = z
  .string()
  .trim()
  .min(1, 'pages.errors.title_empty')
  .max(PAGE_TITLE_MAX, 'pages.errors.title_too_long');

export const pageSlug = z
  .string()
  .trim()
  .max(PAGE_SLUG_MAX, 'pages.errors.slug_too_long')
  .regex(PAGE_SLUG_PATTERN, 'pages.errors.slug_invalid');

const content = z.string().max(PAGE_CONTENT_MAX, 'pages.errors.content_too_long');

/** POST /api/v1/pages */
export const createPageBody = z.object({
  /** The group's slug or id; absent for a network page. */
  group: z.string().max(200).optional(),
  parent_id: id24.nullable().optional(),
  title,
  /** Made from the title when empty. */
  slug: pageSlug.or(z.literal('')).optional(),
  content,
  show_in_userbar: z.boolean().default(false),
  /** Network pages only: guests read it too. */
  public: z.boolean().default(false),
});
export type CreatePageBody = z.input<typeof createPageBody>;

/** PUT /api/v1/pages/{id}: the whole page, and the version the editor started from. */
export const updatePageBody = z.object({
  base_version: integer(1),
  parent_id: id24.nullable(),
  title,
  slug: pageSlug,
  content,
  show_in_userbar: z.boolean(),
  public: z.boolean(),
});
export type UpdatePageBody = z.input<typeof updatePageBody>;

/** PUT /api/v1/pages/{id}/position: a new place in the tree (position among the new siblings, 0 first). */
export const movePageBody = z.object({
  parent_id: id24.nullable(),
  position: integer(0, 100_000),
});
export type MovePageBody = z.infer<typeof movePageBody>;

/** POST /api/v1/pages/{id}/versions/{number}/restore */
export const restorePageBody = z.object({ base_version: integer(1) });

export const pageCan = z.object({ update: z.boolean(), destroy: z.boolean(), create_child: z.boolean() });
export type PageCan = z.infer<typeof pageCan>;

const pageGroup = z.object({ id: z.string(), slug: z.string(), name: z.string() });
const pageLink = z.object({ id: z.string(), title: z.string(), url: z.string() });
export type PageLink = z.infer<typeof pageLink>;

/** A heading of the page, in document order; `anchor` is the heading's id in `content`. */
export const tocEntry = z.object({ anchor: z.string(), level: z.number(), text: z.string() });
export type TocEntry = z.infer<typeof tocEntry>;

export const page = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML with an id on every heading (the table of contents' anchors). */
  content: z.string(),
  group: pageGroup.nullable(),
  parent_id: z.string().nullable(),
  position: z.number(),
  version: z.number(),
  show_in_userbar: z.boolean(),
  public: z.boolean(),
  author: memberRow.nullable(),
  updated_by: memberRow.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  url: z.string(),
  /** Ancestors from the root down, without the page itself. */
  breadcrumbs: z.array(pageLink),
  children: z.array(pageLink),
  toc: z.array(tocEntry),
  can: pageCan,
});
export type Page = z.infer<typeof page>;

/** 409 of a save or restore based on a version that is no longer the current one. */
export const pageConflict = z.object({
  error: z.object({
    code: z.literal('stale_version'),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())),
  }),
  current: page,
});
export type PageConflict = z.infer<typeof pageConflict>;

export const PAGE_SORTS = ['link', 'name', 'author', 'created_at'] as const;
export type PageSort = (typeof PAGE_SORTS)[number];

/** GET /api/v1/pages?group=&sort_by=&direction=1|-1&page=&per= */
export const pageListQuery = z.object({
  group: z.string().max(200).optional(),
  sort_by: z.enum(PAGE_SORTS).default('name'),
  direction: z.enum(['1', '-1']).default('1'),
  page: queryInteger(1, 100_000).default(1),
  per: queryInteger(1, 100).default(PAGE_LIST_PER),
});
export type PageListQuery = z.input<typeof pageListQuery>;

export const pageListEntry = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PageListEntry = z.infer<typeof pageListEntry>;

export const pageTreeNode = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  position: z.number(),
  title: z.string(),
  url: z.string(),
});
export type PageTreeNode = z.infer<typeof pageTreeNode>;

export const pageList = z.object({
  group: pageGroup.nullable(),
  entries: z.array(pageListEntry),
  total: z.number(),
  page: z.number(),
  per: z.number(),
  sort_by: z.enum(PAGE_SORTS),
  direction: z.enum(['1', '-1']),
  /** Every page of the scope the viewer sees, for the tree (siblings by position). */
  tree: z.array(pageTreeNode),
  /** `arrange`: moving pages in the tree (PUT …/position). */
  can: z.object({ create: z.boolean(), arrange: z.boolean() }),
});
export type PageList = z.infer<typeof pageList>;

export const pageVersion = z.object({
  number: z.number(),
  title: z.string(),
  author: memberRow.nullable(),
  created_at: z.string(),
  /** The version this one brought back, when it was a restore. */
  restored_from: z.number().nullable(),
});
export type PageVersion = z.infer<typeof pageVersion>;

export const pageVersionList = z.object({
  page: pageLink,
  current: z.number(),
  versions: z.array(pageVersion),
  can: z.object({ restore: z.boolean() }),
});
export type PageVersionList = z.infer<typeof pageVersionList>;

export const pageVersionDetail = pageVersion.extend({ content: z.string() });
export type PageVersionDetail = z.infer<typeof pageVersionDetail>;

/** GET /api/v1/pages/{id}/diff?from=&to= */
export const pageDiffQuery = z.object({ from: queryInteger(1), to: queryInteger(1) });
export const pageDiffPart = z.object({
  kind: z.enum(['added', 'removed', 'unchanged']),
  text: z.string(),
});
export type PageDiffPart = z.infer<typeof pageDiffPart>;
export const pageDiff = z.object({
  from: pageVersion,
  to: pageVersion,
  title: z.array(pageDiffPart),
  /** The text of the two versions, a block (paragraph, heading, cell) a line, compared by words. */
  content: z.array(pageDiffPart),
});
export type PageDiff = z.infer<typeof pageDiff>;

/**
 * GET /api/v1/pages/{id}/widgets: the data of the widgets the page embeds, for the viewer. The id
 * `wN` is the nth widget node of `content` (`<div data-widget-type data-widget-settings>`); a node
 * without an answer could not be read and shows the failed state.
 */
export const pageWidgets = z.object({ widgets: z.array(widgetView) });
export type PageWidgets = z.infer<typeof pageWidgets>;
