import type sanitizeHtml from 'sanitize-html';
import { PAGE_WIDGETS_MAX } from '../../../contract/pages.js';
import {
  type StoredWidget,
  WIDGET_TYPES,
  type WidgetType,
  widgetProperties,
} from '../../../contract/widgetbars.js';

/**
 * Widgets embedded in a page's HTML: the editor's widget node is an empty
 * `<div data-widget-type="…" data-widget-settings="{json}"></div>`. The type is one of the widget
 * types (contract/widgetbars.ts) the page's scope may hold; the settings are checked against that
 * type's schema and stored normalised, exactly as a widget bar stores its widgets' properties. The
 * data is never stored: the page view loads it for each viewer (`GET /api/v1/pages/{id}/widgets`).
 * A channel's widgets can join by adding their types to the list the node accepts.
 */

const TYPE_ATTRIBUTE = 'data-widget-type';
const SETTINGS_ATTRIBUTE = 'data-widget-settings';
const SETTINGS_MAX = 25_000;

const isWidgetType = (type: string): type is WidgetType => (WIDGET_TYPES as readonly string[]).includes(type);

/** The settings of one node as stored, or null when the type or the settings are not acceptable. */
function normalisedWidget(
  type: string | undefined,
  settings: string | undefined,
  allowed: ReadonlySet<WidgetType>,
): { type: WidgetType; properties: Record<string, unknown> } | null {
  if (!type || !isWidgetType(type) || !allowed.has(type)) return null;
  if ((settings ?? '').length > SETTINGS_MAX) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(settings || '{}');
  } catch {
    return null;
  }
  const parsed = widgetProperties[type].safeParse(raw);
  return parsed.success ? { type, properties: parsed.data as Record<string, unknown> } : null;
}

/**
 * The sanitiser's rule for `div`: a widget node of an allowed type with valid settings keeps its two
 * attributes (settings re-serialised from the schema's output); any other `div` loses its attributes
 * and `unwrapDivs` removes it afterwards. A widget node that is not acceptable is reported in
 * `problems`, so the save answers 422.
 */
export function widgetNodeTransform(
  allowed: ReadonlySet<WidgetType>,
  problems: string[],
): sanitizeHtml.Transformer {
  let count = 0;
  return (tagName, attribs): sanitizeHtml.Tag => {
    const type = attribs[TYPE_ATTRIBUTE];
    if (type === undefined) return { tagName, attribs: {} };
    const widget = normalisedWidget(type, attribs[SETTINGS_ATTRIBUTE], allowed);
    count++;
    if (!widget) problems.push('pages.errors.widget_invalid');
    else if (count > PAGE_WIDGETS_MAX) problems.push('pages.errors.too_many_widgets');
    if (!widget || count > PAGE_WIDGETS_MAX) return { tagName, attribs: {} };
    return {
      tagName,
      attribs: { [TYPE_ATTRIBUTE]: widget.type, [SETTINGS_ATTRIBUTE]: JSON.stringify(widget.properties) },
    };
  };
}

const WIDGET_OPENING = /<div data-widget-type="[a-z_]+" data-widget-settings="[^"]*">/g;
const NODE = /<div data-widget-type="([a-z_]+)" data-widget-settings="([^"]*)"><\/div>/g;

/**
 * Sanitised HTML with every `div` but the widget nodes unwrapped and each widget node empty (what was
 * put inside one follows it). After the sanitiser, a `div` without attributes is never a widget.
 */
export const unwrapDivs = (html: string) =>
  html.replace(/<div>|<\/div>/g, '').replace(WIDGET_OPENING, (opening) => `${opening}</div>`);

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The widgets of sanitised page HTML in document order, with the ids `w0`, `w1`, … of their places
 * (the page view puts the answer `wN` into the nth node; a node whose settings no longer parse has no
 * answer and shows the failed state).
 */
export function embeddedWidgets(html: string): StoredWidget[] {
  const all = new Set(WIDGET_TYPES);
  return [...html.matchAll(NODE)].slice(0, PAGE_WIDGETS_MAX).flatMap((match, index) => {
    const widget = normalisedWidget(match[1], decodeAttribute(match[2] ?? ''), all);
    return widget ? [{ id: `w${index}`, ...widget }] : [];
  });
}
