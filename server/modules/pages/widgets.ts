import type { PageWidgets } from '../../../contract/pages.js';
import type { WidgetType } from '../../../contract/widgetbars.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { availableTypes, loadWidgetViews } from '../widgetbars/service.js';
import { embeddedWidgets } from './embedded-widgets.js';
import { loadReadablePage } from './scope.js';

/**
 * GET /api/v1/pages/{id}/widgets: the data of the widgets the page embeds, loaded for the viewer by
 * the same loaders as the widget bars (each module decides what the viewer sees; a widget of a group
 * page loads as on that group's bar). 404 where the page is not readable, like every page route.
 */
export async function loadPageWidgets(
  ctx: AppContext,
  viewer: CurrentMember,
  id: string,
  now = new Date(),
): Promise<PageWidgets> {
  const { page, scope } = await loadReadablePage(ctx.db, viewer, id);
  const groupId = scope.group?.id ?? null;
  return { widgets: await loadWidgetViews(ctx, viewer, embeddedWidgets(page.content), groupId, now) };
}

/** The widget types a page of the scope may embed: those the scope's widget bars may hold. */
export const pageWidgetTypes = (ctx: AppContext, groupId: string | null): ReadonlySet<WidgetType> =>
  new Set(availableTypes(ctx, { groupId }));
