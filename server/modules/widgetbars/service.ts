import { and, eq } from 'drizzle-orm';
import {
  GROUP_ONLY_WIDGET_TYPES,
  GROUP_WIDGETBARS,
  NETWORK_WIDGETBARS,
  type StoredWidget,
  WIDGET_TYPES,
  type WidgetbarAdmin,
  type WidgetbarIndex,
  type WidgetbarView,
  type WidgetType,
  type WidgetView,
  widgetbarBody,
  widgetProperties,
} from '../../../contract/widgetbars.js';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { newToken } from '../../platform/ids.js';
import { widgetLoaders } from '../../platform/modules/extensions.js';
import { listGroupCalendars, listMyCalendars } from '../calendars/service.js';
import { administeredScope, type BarScope, scopeKey, viewedScope } from './policy.js';
import { widgetbars } from './tables.js';

type Actor = { viewer: CurrentMember; ip: string };

/** The bars a scope has (part 3 section 2.1: the index lists them with name and widget count). */
const barSlugs = (scope: Pick<BarScope, 'groupId'>): readonly string[] =>
  scope.groupId ? GROUP_WIDGETBARS : NETWORK_WIDGETBARS;

function requireBar(scope: Pick<BarScope, 'groupId'>, slug: string) {
  if (!barSlugs(scope).includes(slug)) throw notFound('widgetbar');
}

/** The types a bar of the scope may hold: those a module registered, group-only ones only in groups. */
export function availableTypes(ctx: AppContext, scope: Pick<BarScope, 'groupId'>): WidgetType[] {
  const registered = ctx.extensions.all(widgetLoaders);
  return WIDGET_TYPES.filter(
    (type) => registered.has(type) && (scope.groupId !== null || !GROUP_ONLY_WIDGET_TYPES.includes(type)),
  );
}

async function storedWidgets(db: Db, scope: Pick<BarScope, 'groupId'>, slugs: readonly string[]) {
  const rows = await db
    .select()
    .from(widgetbars)
    .where(eq(widgetbars.scope, scopeKey(scope)));
  const bySlug = new Map(rows.map((row) => [row.slug, row.widgets]));
  return new Map(slugs.map((slug) => [slug, bySlug.get(slug) ?? []]));
}

/** GET {admin}/widgetbars.json */
export async function getWidgetbarIndex(
  ctx: AppContext,
  viewer: CurrentMember,
  groupRef: string | null,
): Promise<WidgetbarIndex> {
  const scope = await administeredScope(ctx.db, viewer, groupRef);
  const stored = await storedWidgets(ctx.db, scope, barSlugs(scope));
  return {
    widgetbars: [...stored].map(([slug, widgets]) => ({ slug, widgets })),
    group: scope.group,
  };
}

async function presentAdmin(ctx: AppContext, scope: BarScope, slug: string, widgets: StoredWidget[]) {
  const network = await ctx.network.get();
  return {
    widgetbar: { slug, widgets },
    types: availableTypes(ctx, scope).map((type) => ({
      type,
      defaults: widgetProperties[type].parse({}) as Record<string, unknown>,
    })),
    profile_fields: network.settings.profile_fields.map(({ key, label }) => ({ key, label })),
    group: scope.group,
  } satisfies WidgetbarAdmin;
}

/** GET {admin}/widgetbars/{slug}.json */
export async function getWidgetbarAdmin(
  ctx: AppContext,
  viewer: CurrentMember,
  groupRef: string | null,
  slug: string,
): Promise<WidgetbarAdmin> {
  const scope = await administeredScope(ctx.db, viewer, groupRef);
  requireBar(scope, slug);
  const stored = await storedWidgets(ctx.db, scope, [slug]);
  return presentAdmin(ctx, scope, slug, stored.get(slug) ?? []);
}

/**
 * PUT {admin}/widgetbars/{slug}.json: the whole bar in its new order. Properties were checked and
 * normalised by the body's schema (counts to integers, show_age to a boolean, another scope clears
 * the chosen calendars); a type the bar may not hold is a field error. Written with its audit entry.
 */
export async function saveWidgetbar(
  ctx: AppContext,
  actor: Actor,
  groupRef: string | null,
  slug: string,
  body: unknown,
): Promise<WidgetbarAdmin> {
  const scope = await administeredScope(ctx.db, actor.viewer, groupRef);
  requireBar(scope, slug);
  const { widgets: input } = widgetbarBody.parse(body).widgetbar;
  const allowed = new Set(availableTypes(ctx, scope));
  const fields: Record<string, string[]> = {};
  input.forEach((widget, index) => {
    if (!allowed.has(widget.type))
      fields[`widgetbar.widgets.${index}.type`] = ['errors.widgetbars.type_not_available'];
  });
  if (Object.keys(fields).length > 0) throw unprocessable(fields);
  const seen = new Set<string>();
  const widgets: StoredWidget[] = input.map((widget) => {
    // A new widget (or a copied id) gets an id of its own; the page keys its widgets by it.
    const id = widget.id && !seen.has(widget.id) ? widget.id : newToken(9);
    seen.add(id);
    return { id, type: widget.type, properties: widget.properties as Record<string, unknown> };
  });
  await ctx.db.transaction(async (tx) => {
    const key = scopeKey(scope);
    const [before] = await tx
      .select({ widgets: widgetbars.widgets })
      .from(widgetbars)
      .where(and(eq(widgetbars.scope, key), eq(widgetbars.slug, slug)))
      .for('update');
    await tx
      .insert(widgetbars)
      .values({ scope: key, slug, widgets })
      .onConflictDoUpdate({
        target: [widgetbars.scope, widgetbars.slug],
        set: { widgets, updatedAt: new Date() },
      });
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: actor.viewer.id,
        ip: actor.ip,
        details: {
          subject: 'widgetbar',
          slug,
          group_id: scope.groupId,
          changes: {
            widgets: { from: (before?.widgets ?? []).map((w) => w.type), to: widgets.map((w) => w.type) },
          },
        },
      },
      tx,
    );
  });
  return presentAdmin(ctx, scope, slug, widgets);
}

/** GET {admin}/widgetbars/calendars.json: calendars an appointments widget may add (never personal ones). */
export async function widgetbarCalendarChoices(
  ctx: AppContext,
  viewer: CurrentMember,
  groupRef: string | null,
) {
  const scope = await administeredScope(ctx.db, viewer, groupRef);
  const network = await ctx.network.get();
  const list = scope.group
    ? await listGroupCalendars(ctx, network, viewer, scope.group.id)
    : await listMyCalendars(ctx, network, viewer);
  return {
    calendars: list.calendars
      .filter((calendar) => calendar.type !== 'personal')
      .map(({ id, name, color }) => ({ id, name, color })),
  };
}

/**
 * Each widget's data for the viewer, loaded side by side by its type's loader (`widgetLoaders`): one
 * whose loader throws, or whose type no module serves, is answered with `status: error` (logged) and
 * the others still show. Widget bars and the widgets embedded in pages draw through this one function.
 */
export async function loadWidgetViews(
  ctx: AppContext,
  viewer: CurrentMember,
  widgets: readonly StoredWidget[],
  groupId: string | null,
  now = new Date(),
): Promise<WidgetView[]> {
  return Promise.all(
    widgets.map(async (widget): Promise<WidgetView> => {
      const headlineOf = (properties: Record<string, unknown>) =>
        typeof properties.headline === 'string' ? properties.headline : '';
      const load = ctx.extensions.get(widgetLoaders, widget.type);
      try {
        if (!load) throw new Error(`no loader for the widget type ${widget.type}`);
        const properties = widgetProperties[widget.type].parse(widget.properties) as Record<string, unknown>;
        const data = await load({ viewer, properties, groupId, now });
        return { id: widget.id, type: widget.type, headline: headlineOf(properties), status: 'ok', data };
      } catch (error) {
        ctx.log.warn({ err: error, widget: widget.type }, 'widget could not be loaded');
        return {
          id: widget.id,
          type: widget.type,
          headline: headlineOf(widget.properties),
          status: 'error',
          data: null,
        };
      }
    }),
  );
}

/**
 * GET /widgetbars/as-{slug} and /widgetbars/g-{group}-as-{slug}: the bar with each widget's data for
 * the viewer. Widgets load side by side; one that fails is drawn in its load-error state and the
 * others still show. A widget whose module is gone (its type no longer registered) is left out.
 */
export async function viewWidgetbar(
  ctx: AppContext,
  viewer: CurrentMember,
  groupRef: string | null,
  slug: string,
  now = new Date(),
): Promise<WidgetbarView> {
  const scope = await viewedScope(ctx.db, viewer, groupRef);
  requireBar(scope, slug);
  const stored = (await storedWidgets(ctx.db, scope, [slug])).get(slug) ?? [];
  const allowed = new Set(availableTypes(ctx, scope));
  const widgets = await loadWidgetViews(
    ctx,
    viewer,
    stored.filter((widget) => allowed.has(widget.type)),
    scope.groupId,
    now,
  );
  return { slug, widgets };
}

/** `as-{slug}` or `g-{group}-as-{slug}` (part 3 section 7); anything else names no bar. */
export function parseWidgetbarRef(ref: string): { groupRef: string | null; slug: string } {
  const match = /^(?:g-([A-Za-z0-9_-]{1,200}?)-)?as-([a-z0-9_-]{1,100})$/.exec(ref);
  if (!match) throw notFound('widgetbar');
  return { groupRef: match[1] ?? null, slug: match[2] as string };
}
