import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A row of `table` read by raw SQL (`db.execute`), mapped the way Drizzle maps its own selects:
 * database column names to property names, and each value through its column's decoder (timestamps
 * to Date, bigint to number, jsonb parsed). The two drivers answer different raw types (node-postgres
 * strings for timestamps, PGlite Date objects); the decoders accept both.
 */
export function fromDriver<T extends Table>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** The rows of a `db.execute` answer; both drivers put them under `rows`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
