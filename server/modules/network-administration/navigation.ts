import {
  type NavigationEntry,
  type NavigationOption,
  type NavigationResponse,
  navigationProblems,
} from '../../../contract/navigation.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import {
  type NavigationLinkSource,
  navigationAppSources,
  navigationPageSources,
} from '../../platform/modules/extensions.js';
import type { NetworkConfig } from '../../platform/network/defaults.js';
import {
  groupForNavigationEditor,
  groupNavigationEntries,
  standardGroupTabs,
  writeGroupNavigation,
} from '../groups/service.js';
import { lockNetworkRow, writeNetworkRow } from './network-row.js';
import { requireNetworkAdmin } from './policy.js';

type Actor = { viewer: CurrentMember; ip: string };
/** The network (null) or a group by slug or id: the `{admin}` prefix of part 3 section 2.1. */
export type NavigationScope = { group: string | null };

/** The network's standard modules, as the user bar lists them; the web app translates their keys. */
export function standardNetworkItems(config: Pick<NetworkConfig, 'channels_enabled'>): NavigationOption[] {
  const items: NavigationOption[] = [
    { key: 'activitystreams', text: '', link: '/activitystreams' },
    { key: 'messages', text: '', link: '/messages' },
    { key: 'calendar', text: '', link: '/appointments' },
    { key: 'files', text: '', link: '/files' },
    { key: 'members', text: '', link: '/members' },
  ];
  if (config.channels_enabled) items.push({ key: 'channels', text: '', link: '/channels' });
  return items;
}

const asEntry = (option: NavigationOption): NavigationEntry => ({
  type: 'standard',
  key: option.key,
  text: option.text,
  link: option.link,
  public: true,
  new_window: false,
  navigation_items: [],
});

/** GET {admin}/navigation.json: network administrators for the network, group administrators for theirs. */
export async function getNavigation(
  ctx: AppContext,
  viewer: CurrentMember,
  scope: NavigationScope,
): Promise<NavigationResponse> {
  if (scope.group === null) {
    requireNetworkAdmin(viewer);
    const network = await ctx.network.get();
    const standard = standardNetworkItems(network.config);
    const stored = network.settings.navigation;
    return {
      navigation_items: stored ?? standard.map(asEntry),
      customised: stored !== null,
      standard,
    };
  }
  const { group, stored } = await groupForNavigationEditor(ctx.db, viewer, scope.group);
  return {
    navigation_items: groupNavigationEntries(group.slug, stored),
    customised: stored !== null && stored.length > 0,
    standard: standardGroupTabs(group.slug),
  };
}

/** GET {admin}/pages.json and {admin}/apps.json: what the registered modules offer, in their order. */
export async function navigationOptions(
  ctx: AppContext,
  viewer: CurrentMember,
  scope: NavigationScope,
  kind: 'pages' | 'apps',
): Promise<NavigationOption[]> {
  let groupId: string | null = null;
  if (scope.group === null) requireNetworkAdmin(viewer);
  else groupId = (await groupForNavigationEditor(ctx.db, viewer, scope.group)).group.id;
  const sources: ReadonlyMap<string, NavigationLinkSource> = ctx.extensions.all(
    kind === 'pages' ? navigationPageSources : navigationAppSources,
  );
  const lists = await Promise.all([...sources.values()].map((source) => source(ctx.db, viewer, { groupId })));
  return lists.flat();
}

/** Trimmed texts and links, so what is stored is what was checked. */
const tidy = (items: NavigationEntry[]): NavigationEntry[] =>
  items.map((item) => ({
    ...item,
    text: item.text.trim(),
    link: item.link.trim(),
    navigation_items: item.navigation_items.map((child) => ({
      ...child,
      text: child.text.trim(),
      link: child.link.trim(),
      navigation_items: [],
    })),
  }));

/**
 * PUT {admin}/navigation: the rules of part 3 section 5 (422 with `message_empty_fields` or
 * `invalid_url` per item; depth is the schema's), then the items and a PolicySettingUpdate audit entry
 * in one transaction. The network's navigation lives in the network row, so every instance drops its
 * cached copy after the commit (`ctx.network.changed()`) and headers everywhere show the new order.
 */
export async function saveNavigation(
  ctx: AppContext,
  actor: Actor,
  scope: NavigationScope,
  input: NavigationEntry[],
): Promise<NavigationResponse> {
  const problems = navigationProblems(input);
  const items = tidy(input);
  if (scope.group === null) {
    requireNetworkAdmin(actor.viewer);
    if (Object.keys(problems).length > 0) throw unprocessable(problems);
    await ctx.db.transaction(async (tx) => {
      const stored = await lockNetworkRow(tx);
      // An empty navigation is no navigation: the header goes back to its standard look.
      const navigation = items.length > 0 ? items : null;
      await writeNetworkRow(tx, { settings: { ...stored.settings, navigation } });
      await ctx.audit.record(
        {
          type: 'PolicySettingUpdate',
          actorId: actor.viewer.id,
          details: { subject: 'navigation', changes: { from: stored.settings.navigation, to: items } },
          ip: actor.ip,
        },
        tx,
      );
    });
    await ctx.network.changed();
    return getNavigation(ctx, actor.viewer, scope);
  }
  const { group } = await groupForNavigationEditor(ctx.db, actor.viewer, scope.group);
  if (Object.keys(problems).length > 0) throw unprocessable(problems);
  await ctx.db.transaction(async (tx) => {
    const before = await writeGroupNavigation(tx, group.id, items);
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: actor.viewer.id,
        details: { subject: 'group_navigation', group_id: group.id, changes: { from: before, to: items } },
        ip: actor.ip,
      },
      tx,
    );
  });
  return getNavigation(ctx, actor.viewer, scope);
}
