import sanitizeHtml from 'sanitize-html';
import { EDITOR_COLORS } from '../../../contract/blogs.js';
import { documentSanitizerOptions, documentText, storageFileIds } from '../../platform/document-html.js';

/**
 * An article's HTML from the editor, cleaned with the sanitiser every rich text goes through
 * (sanitize-html): headings h2-h6 (the editor's levels 1-5; the article's title is the page's h1, so an
 * h1 becomes h2), the named colours as `span data-color`, lists, quotes, links, tables and images of
 * our own storage (attachments of the article, which the files module serves to its readers). No
 * scripts, styles, event handlers or foreign schemes survive; an image from elsewhere is dropped, as it
 * would tell another site who reads the article.
 */

const COLORS: ReadonlySet<string> = new Set(EDITOR_COLORS);

const OPTIONS = documentSanitizerOptions({
  tags: ['h2', 'h3', 'h4', 'h5', 'h6', 'span'],
  attributes: { span: ['data-color'] },
  transformTags: {
    h1: 'h2',
    // Only the named colours; any other value leaves a plain span, which shows nothing.
    span: (tagName, attribs): sanitizeHtml.Tag => {
      const color = attribs['data-color'] ?? '';
      return { tagName, attribs: COLORS.has(color) ? { 'data-color': color } : {} };
    },
  },
});

export type ArticleContent = { html: string; plain: string; fileIds: string[] };

export function prepareArticleContent(input: string): ArticleContent {
  const html = sanitizeHtml(input, OPTIONS).trim();
  return { html, plain: articleText(html), fileIds: storageFileIds(html) };
}

/** Text of prepared HTML for search: a block or table cell a line, images left out. */
export const articleText = documentText;
