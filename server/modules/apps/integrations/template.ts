/**
 * The app's templates (teaser, mail subject and text): `{{name}}` is a property's value as text,
 * `{{app}}` the app's name, `{{url}}` the item's address and `{{item}}` the item's name. Unknown
 * placeholders become empty; nothing is evaluated.
 */
export function renderTemplate(
  template: string,
  values: Record<string, unknown>,
  fixed: Record<string, string>,
) {
  return template.replace(/\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g, (_match, name: string) =>
    name in fixed ? (fixed[name] ?? '') : valueText(values[name]),
  );
}

/** A value as plain text (lists joined, references by their names). */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['displayValue', 'displayName', 'name', 'text', 'url'])
      if (typeof record[key] === 'string' && record[key] !== '') return record[key] as string;
    return '';
  }
  return String(value);
}
