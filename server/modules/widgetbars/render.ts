import { Marked } from 'marked';
import { sanitizeContent } from '../../platform/rich-text.js';

// One parser for the process; the options never change. Line breaks as typed (breaks), GitHub tables.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/**
 * The HTML a text widget shows: markdown rendered, or the administrator's HTML; either way through
 * the rich-text sanitiser, so no script, style or foreign URL scheme reaches a member's page.
 */
export function renderWidgetContent(content: string, renderer: 'markdown' | 'html_sanitized'): string {
  const html = renderer === 'markdown' ? (markdown.parse(content) as string) : content;
  return sanitizeContent(html).html;
}
