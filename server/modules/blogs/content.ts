import sanitizeHtml from 'sanitize-html';
import { EDITOR_COLORS } from '../../../contract/blogs.js';
import { plainText } from '../../platform/rich-text.js';

/**
 * An article's HTML from the editor, cleaned with the sanitiser every rich text goes through
 * (sanitize-html): headings h2-h6 (the editor's levels 1-5; the article's title is the page's h1, so an
 * h1 becomes h2), the named colours as `span data-color`, lists, quotes, links, tables and images of
 * our own storage (attachments of the article, which the files module serves to its readers). No
 * scripts, styles, event handlers or foreign schemes survive; an image from elsewhere is dropped, as it
 * would tell another site who reads the article.
 */

const STORAGE_PATH = /^\/api\/storage\/files\/([0-9a-f]{24})\/get\/[^/?#]+(\?[^#]*)?$/;
const COLORS: ReadonlySet<string> = new Set(EDITOR_COLORS);
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
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    span: ['data-color'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
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
    // Only the named colours; any other value leaves a plain span, which shows nothing.
    span: (tagName, attribs): sanitizeHtml.Tag => {
      const color = attribs['data-color'] ?? '';
      return { tagName, attribs: COLORS.has(color) ? { 'data-color': color } : {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !STORAGE_PATH.test(frame.attribs.src ?? ''),
};

export type ArticleContent = { html: string; plain: string; fileIds: string[] };

export function prepareArticleContent(input: string): ArticleContent {
  const html = sanitizeHtml(input, OPTIONS).trim();
  return { html, plain: articleText(html), fileIds: storageFileIds(html) };
}

/** Text of prepared HTML for search: a block or table cell a line, images left out. */
export function articleText(html: string): string {
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
