import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { WidgetRow } from './load.js';
import { channelWidgetTypes, type TranslatableText } from './registry.js';
import { channelWidgets } from './tables.js';

/**
 * The texts of a widget a translation may override: the common title, description and label, then
 * what its type declares translatable (registry). Empty texts are left out: there is nothing to say.
 */
export function widgetTexts(ctx: AppContext, row: WidgetRow): TranslatableText[] {
  const entry = ctx.extensions.get(channelWidgetTypes, row.type);
  const texts: TranslatableText[] = [
    { key: 'title', format: 'text', text: row.title },
    { key: 'description', format: 'text', text: row.description },
    { key: 'label', format: 'text', text: row.label },
    ...(entry?.translatable?.(row.fields) ?? []),
  ];
  return texts.filter((text) => text.text.trim() !== '');
}

/** A widget by its id alone (a translation names no channel); null for an unknown id. */
export async function widgetById(db: Db, id: string): Promise<WidgetRow | null> {
  if (!/^[0-9a-f]{24}$/.test(id)) return null;
  const [row] = await db.select().from(channelWidgets).where(eq(channelWidgets.id, id)).limit(1);
  return row ?? null;
}
