import {
  type AppNavigationItem,
  type AppNavigationResponse,
  appNavigationProblems,
  DEFAULT_APP_NAVIGATION,
  opensInWebviewOnly,
} from '../../../contract/app-navigation.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { existingNetworkPageSlugs } from '../pages/service.js';
import { lockNetworkRow, writeNetworkRow } from './network-row.js';
import { requireNetworkAdmin } from './policy.js';

type Actor = { viewer: CurrentMember; ip: string };

/** The network's own host: links there open in the app's webview. */
const ownHost = (ctx: AppContext) => new URL(ctx.config.publicUrl).host;

/** GET /administration/app_navigation.json */
export async function getAppNavigation(
  ctx: AppContext,
  viewer: CurrentMember,
): Promise<AppNavigationResponse> {
  requireNetworkAdmin(viewer);
  const stored = (await ctx.network.get()).settings.app_navigation;
  return { items: stored ?? DEFAULT_APP_NAVIGATION, customised: stored !== null, host: ownHost(ctx) };
}

/** Only the options of the item's type are kept; a link on the network's host opens in the webview. */
function normalise(item: AppNavigationItem, host: string): AppNavigationItem {
  const base = { ...item, label: item.label.trim() };
  switch (item.type) {
    case 'link': {
      const url = item.options.url?.trim() ?? '';
      const openIn = opensInWebviewOnly(url, host) ? 'webview' : (item.options.open_in ?? 'webview');
      return { ...base, options: { url, open_in: openIn } };
    }
    case 'page':
      return { ...base, options: { page: item.options.page?.trim() } };
    case 'activitystream':
      return { ...base, options: { activitystream: item.options.activitystream?.trim() } };
    default:
      return { ...base, options: {} };
  }
}

/**
 * A `page` item must name a network page (by slug), which every member reads: a page that does not
 * exist, or a group's page, answers 422 on the item's `options.page`.
 */
async function missingPages(ctx: AppContext, items: readonly AppNavigationItem[]) {
  const slugOf = (item: AppNavigationItem) => (item.type === 'page' ? (item.options.page ?? '') : null);
  const wanted = items.map(slugOf).filter((slug): slug is string => slug !== null);
  const found = await existingNetworkPageSlugs(ctx.db, wanted);
  const problems: Record<string, string[]> = {};
  items.forEach((item, index) => {
    const slug = slugOf(item);
    if (slug !== null && !found.has(slug))
      problems[`items.${index}.options.page`] = ['app_navigation.page_missing'];
  });
  return problems;
}

/**
 * PUT /administration/app_navigation: exactly five items ending with `more`, one entry point, valid
 * links and pages (422 with keys otherwise), stored with a PolicySettingUpdate audit entry in one transaction.
 */
export async function saveAppNavigation(
  ctx: AppContext,
  actor: Actor,
  input: AppNavigationItem[],
): Promise<AppNavigationResponse> {
  requireNetworkAdmin(actor.viewer);
  const problems = appNavigationProblems(input);
  if (Object.keys(problems).length > 0) throw unprocessable(problems);
  const items = input.map((item) => normalise(item, ownHost(ctx)));
  const pageProblems = await missingPages(ctx, items);
  if (Object.keys(pageProblems).length > 0) throw unprocessable(pageProblems);
  await ctx.db.transaction(async (tx) => {
    const stored = await lockNetworkRow(tx);
    await writeNetworkRow(tx, { settings: { ...stored.settings, app_navigation: items } });
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: actor.viewer.id,
        details: { subject: 'app_navigation', changes: { from: stored.settings.app_navigation, to: items } },
        ip: actor.ip,
      },
      tx,
    );
  });
  await ctx.network.changed();
  return getAppNavigation(ctx, actor.viewer);
}
