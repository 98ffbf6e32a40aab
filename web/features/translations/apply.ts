import { widgetTranslationKey } from '../../../contract/translations';

type Fields = Readonly<Record<string, string>>;

/** Sets `path` (`navigation_items.0.title`) in a copy of `value`, leaving anything missing alone. */
function setPath(value: unknown, path: readonly string[], text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  if (Array.isArray(value)) {
    const index = Number(head);
    if (!Number.isInteger(index) || index < 0 || index >= value.length) return value;
    return value.map((item, position) => (position === index ? setPath(item, rest, text) : item));
  }
  if (value && typeof value === 'object' && head in value) {
    return { ...value, [head]: setPath((value as Record<string, unknown>)[head], rest, text) };
  }
  return value;
}

/** A subject with the translation's texts in place of its own (keys are field paths). */
export function applyTranslation<T extends object>(subject: T, fields: Fields | undefined): T {
  if (!fields) return subject;
  let result: unknown = subject;
  for (const [key, text] of Object.entries(fields)) {
    if (text !== '') result = setPath(result, key.split('.'), text);
  }
  return result as T;
}

/** A widget with its `widget_{id}_` texts of a channel's translation in place (part 1 section 3). */
export function applyWidgetTranslation<T extends { id: string }>(widget: T, fields: Fields | undefined): T {
  if (!fields) return widget;
  const prefix = widgetTranslationKey(widget.id, '');
  const own = Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, text]) => [key.slice(prefix.length), text]),
  );
  return applyTranslation(widget, own);
}

/** A channel's own texts (title, description), without its widgets'. */
export const channelFields = (fields: Fields | undefined): Fields | undefined =>
  fields && Object.fromEntries(Object.entries(fields).filter(([key]) => !key.startsWith('widget_')));
