import type sanitizeHtml from 'sanitize-html';
import { plainText } from './rich-text.js';

/**
 * What the long-form editors (pages, articles) keep in common: the sanitiser's rules for text, lists,
 * quotes, links, tables and images of our own storage, the text for search, and the storage files the
 * HTML shows. Each module adds its headings and its own marks or nodes. What survives can be rendered
 * anywhere: no scripts, styles, event handlers or foreign schemes, images only from
 * `/api/storage/files/{id}/get/...` (attachments of the page or article, which the files module serves
 * to whoever may read it).
 */

/** An image or file link of our own storage; the id is the attachment's. */
const STORAGE_PATH = /^\/api\/storage\/files\/([0-9a-f]{24})\/get\/[^/?#]+(\?[^#]*)?$/;

const isInternalPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

const SHARED_TAGS = [
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
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
];

type DocumentRules = {
  /** The heading tags and the module's own tags. */
  tags: string[];
  attributes?: Record<string, string[]>;
  transformTags?: Record<string, string | sanitizeHtml.Transformer>;
};

/** The sanitiser's options for a long-form text: the shared rules and the module's own. */
export function documentSanitizerOptions(rules: DocumentRules): sanitizeHtml.IOptions {
  return {
    allowedTags: [...SHARED_TAGS, ...rules.tags],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      ...rules.attributes,
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
      ...rules.transformTags,
    },
    // An image from anywhere but our storage would tell another site who reads the text (and the CSP
    // would block it anyway): it is dropped.
    exclusiveFilter: (frame) => frame.tag === 'img' && !STORAGE_PATH.test(frame.attribs.src ?? ''),
  };
}

/** Text of sanitised HTML, a block or table cell a line, images left out: for search and diffs. */
export function documentText(html: string): string {
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
