import sanitizeHtml from 'sanitize-html';
import type { TocEntry } from '../../../contract/pages.js';
import { WIDGET_TYPES, type WidgetType } from '../../../contract/widgetbars.js';
import { unprocessable } from '../../platform/errors.js';
import { plainText } from '../../platform/rich-text.js';
import { unwrapDivs, widgetNodeTransform } from './embedded-widgets.js';

/**
 * A page's HTML from the editor (TipTap with headings, tables, images and links). Wider than the
 * messages' rich text (platform/rich-text.ts): tables and images of our own storage are kept. What
 * survives can be rendered anywhere: no scripts, styles, event handlers or foreign schemes, images
 * only from `/api/storage/files/{id}/get/...` (attachments of the page, which the files module
 * serves to whoever may read the page), and every heading gets an id for the table of contents.
 */

/** An image or file link of our own storage; the id is the attachment's. */
const STORAGE_PATH = /^\/api\/storage\/files\/([0-9a-f]{24})\/get\/[^/?#]+(\?[^#]*)?$/;

const isInternalPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'h1',
    'h2',
    'h3',
    'h4',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    // Embedded widgets only (embedded-widgets.ts); any other div is unwrapped.
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    div: ['data-widget-type', 'data-widget-settings'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Links to other sites open in a new tab without our window; links inside the product stay put.
    a: (tagName, attribs) => {
      // Decided here rather than by the scheme filter, which runs after this transform.
      const raw = (attribs.href ?? '').trim();
      const href = isInternalPath(raw) || /^(https?:|mailto:)/i.test(raw) ? raw : '';
      const external = href !== '' && !isInternalPath(href);
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}),
        },
      };
    },
  },
  // An image from anywhere but our storage would tell another site who reads the page (and the CSP
  // would block it anyway): it is dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !STORAGE_PATH.test(frame.attribs.src ?? ''),
};

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
export function pageText(html: string): string {
  return plainText(html.replace(/<\/(td|th|tr)>/gi, (end) => `${end}<br>`).replace(/<img [^>]*>/gi, ''));
}

/** Ids of the storage files the HTML shows as images or links to. */
export function storageFileIds(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="([^"]*)"/g)) {
    const id = STORAGE_PATH.exec((match[1] ?? '').replace(/&amp;/g, '&'))?.[1];
    if (id) ids.add(id);
  }
  return [...ids];
}

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
