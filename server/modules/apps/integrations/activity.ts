import type { Tx } from '../../../db/client.js';
import type { AppContext } from '../../../platform/context.js';
import { activityPublisher } from '../../../platform/modules/extensions.js';
import type { LoadedApp } from '../load.js';
import { appPath, type ItemRow, itemPath } from '../present.js';
import { renderTemplate } from './template.js';

export const ITEM_OBJECT = 'item';

/**
 * Part 3 section 3.8's activity integration: a new item is announced in the stream of the app's group
 * (a network app's in `all`) with the app's `teaser_template` rendered from its values, readable by
 * whoever sees the app. An app without a teaser announces nothing.
 */
export async function publishNewItem(ctx: AppContext, tx: Tx, loaded: LoadedApp, row: ItemRow) {
  const { app } = loaded;
  const publisher = activityPublisher(ctx);
  if (!publisher || app.teaserTemplate.trim() === '') return;
  const url = itemPath(app.slug, row.id);
  const teaser = renderTemplate(app.teaserTemplate, row.values, {
    app: app.name,
    item: row.name,
    url: `${ctx.config.publicUrl}${url}`,
    app_url: `${ctx.config.publicUrl}${appPath(app.slug)}`,
  }).trim();
  await publisher.publish(tx, {
    actorId: row.authorId,
    stream: app.groupId ? { groupId: app.groupId } : { slug: 'all' },
    object: { type: ITEM_OBJECT, id: row.id, name: (teaser || row.name).slice(0, 500), url },
    visibility: app.visibility,
  });
}

/** After the commit: followers' unread counts may have changed. */
export async function newItemPublished(ctx: AppContext, loaded: LoadedApp) {
  if (loaded.app.teaserTemplate.trim() !== '') await activityPublisher(ctx)?.published();
}
