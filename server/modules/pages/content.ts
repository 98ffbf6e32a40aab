import sanitizeHtml from 'sanitize-html';
import type { TocEntry } from '../../../contract/pages.js';
import { WIDGET_TYPES, type WidgetType } from '../../../contract/widgetbars.js';
import { documentSanitizerOptions, documentText, storageFileIds } from '../../platform/document-html.js';
import { unprocessable } from '../../platform/errors.js';
import { plainText } from '../../platform/rich-text.js';
import { unwrapDivs, widgetNodeTransform } from './embedded-widgets.js';

/**
 * A page's HTML from the editor: the long-form rules (platform/document-html.ts) with headings h1-h4,
 * code blocks and embedded widgets; every heading gets an id for the table of contents.
 */
const OPTIONS = documentSanitizerOptions({
  // Embedded widgets only (embedded-widgets.ts); any other div is unwrapped.
  tags: ['pre', 'h1', 'h2', 'h3', 'h4', 'div'],
  attributes: { div: ['data-widget-type', 'data-widget-settings'] },
});

const HEADING = /<h([1-4])>([\s\S]*?)<\/h\1>/g;
const ANCHORED_HEADING = /<h([1-4]) id="([^"]+)">([\s\S]*?)<\/h\1>/g;

function anchorOf(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section';
  let anchor = `h-${base}`;
  for (let n = 2; taken.has(anchor); n++) anchor = `h-${base}-${n}`;
  taken.add(anchor);
  return anchor;
}

export type PageContent = { html: string; plain: string; fileIds: string[] };

/**
 * Cleans the editor's HTML, anchors its headings and names the storage files it shows or links.
 * Embedded widgets must be of `widgetTypes` (those the page's scope may hold) with valid settings:
 * 422 on `content` otherwise, so nothing is half-saved.
 */
export function preparePageContent(
  input: string,
  widgetTypes: ReadonlySet<WidgetType> = new Set(WIDGET_TYPES),
): PageContent {
  const problems: string[] = [];
  const options = {
    ...OPTIONS,
    transformTags: { ...OPTIONS.transformTags, div: widgetNodeTransform(widgetTypes, problems) },
  };
  const clean = unwrapDivs(sanitizeHtml(input, options)).trim();
  if (problems.length > 0) throw unprocessable({ content: [...new Set(problems)] });
  const taken = new Set<string>();
  const html = clean.replace(HEADING, (_match, level: string, inner: string) => {
    const anchor = anchorOf(plainText(inner), taken);
    return `<h${level} id="${anchor}">${inner}</h${level}>`;
  });
  return { html, plain: pageText(html), fileIds: storageFileIds(html) };
}

/** The table of contents: the headings of prepared HTML in document order. */
export function tableOfContents(html: string): TocEntry[] {
  return [...html.matchAll(ANCHORED_HEADING)].map((match) => ({
    level: Number(match[1]),
    anchor: match[2] ?? '',
    text: plainText(match[3] ?? ''),
  }));
}

/** Text of prepared HTML, a block or table cell a line, for search and the diff between versions. */
export const pageText = documentText;

const RESERVED_SLUGS = new Set(['new']);
const SLUG_BASE_MAX = 80;

/** The slug a title suggests: lower case, German letters spelled out, anything else a dash. */
export function slugFromTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_BASE_MAX)
    .replace(/-+$/, '');
  if (slug === '') return 'page';
  return RESERVED_SLUGS.has(slug) ? `page-${slug}` : slug;
}

export const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug);
