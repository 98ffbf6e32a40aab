import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember, Viewer } from '../../platform/identity/viewer.js';
import { extensionPoint } from '../../platform/modules/extensions.js';

/**
 * A widget type of the channels' start pages. Each type is one entry of the `channelWidgetTypes`
 * extension point, registered in a module's module.ts under the type's name: this module registers the
 * types of part 1 section 3 (types/), the blog module adds `blog` the same way. The type decides its
 * own fields, what a write does beyond storing them, and what a viewer is shown.
 */
export type ChannelWidgetTypeEntry = {
  /** The type's fields (contract), checked on every write; the parsed value is what is stored. */
  fields: z.ZodType<Record<string, unknown>>;
  /**
   * Runs in the write's transaction after the fields were checked: publishes uploads as files of the
   * widget, sanitises HTML, queues a crawl. Answers the fields to store; throws 422 to refuse.
   */
  prepare?: (input: PrepareInput) => Promise<Record<string, unknown>>;
  /** The files the widget owns with these fields (destroyed after the commit when they leave it). */
  ownedFiles?: (fields: Record<string, unknown>) => string[];
  /** What the viewer is shown (`data`); throwing draws the widget in its error state. */
  load: (input: LoadInput) => Promise<Record<string, unknown>>;
  /**
   * The type's own texts a translation may override (part 1 section 3, `widget_{id}_` keys), keyed by
   * the field's path (`navigation_items.0.title`); the common title, description and label always are.
   */
  translatable?: (fields: Record<string, unknown>) => TranslatableText[];
};

/** A text of a widget that a translation may replace. */
export type TranslatableText = { key: string; format: 'text' | 'html'; text: string };

export type PrepareInput = {
  ctx: AppContext;
  tx: Tx;
  viewer: Viewer;
  widgetId: string;
  /** The ids of the channel's widgets (navigation items may point at them). */
  channelWidgetIds: ReadonlySet<string>;
  fields: Record<string, unknown>;
  /** The stored fields before this write (null on create). */
  previous: Record<string, unknown> | null;
};

export type LoadInput = {
  ctx: AppContext;
  viewer: CurrentMember;
  channel: { id: string; slug: string };
  widget: { id: string; fields: Record<string, unknown> };
  now: Date;
};

export const channelWidgetTypes = extensionPoint<ChannelWidgetTypeEntry>('channelWidgetTypes');

/** The file owner type of images that belong to a widget (files module, `owner_type`). */
export const CHANNEL_WIDGET_IMAGE_OWNER = 'channel_widget';
