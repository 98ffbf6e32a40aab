import {
  type NetworkSettingsValues,
  type SettingsOptions,
  type SettingsResponse,
  settingsProblems,
} from '../../../contract/network-settings.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { locateLater } from '../../platform/maps.js';
import type { Language, NetworkConfig, NetworkSettings } from '../../platform/network/defaults.js';
import { directoryCategories, groupLabelsByIds } from '../groups/service.js';
import type { NetworkRecord } from '../network/service.js';
import { lockNetworkRow, writeNetworkRow } from './network-row.js';
import { requireNetworkAdmin } from './policy.js';

type Actor = { viewer: CurrentMember; ip: string };

export function settingsOptionsOf(config: NetworkConfig): SettingsOptions {
  return {
    abuse_reports: config.abuse_reports_admin_configurable,
    digest_days: config.digests_configurable,
    birthday_emails: config.birthday_emails_admin_configurable,
    maps: config.maps_enabled,
    two_factor_enforced: config.two_factor_enforced_available,
    login_form: config.login_form_configurable,
    guests: config.guest_users_allowed,
    chat: config.chat_enabled,
    change_requests: config.change_requests_enabled,
  };
}

/** The settings form's values: the stored settings, the name and language, the abuse-report switch. */
function formValues(
  network: Pick<NetworkRecord, 'name' | 'language' | 'settings' | 'config'>,
): NetworkSettingsValues {
  const {
    imprint: _imprint,
    legal_links: _links,
    profile_fields: _fields,
    navigation: _navigation,
    app_navigation: _appNavigation,
    ...settings
  } = network.settings;
  return {
    ...settings,
    name: network.name,
    language: network.language as Language,
    abuse_reports_enabled: network.config.abuse_reports_enabled,
  };
}

export async function getSettings(ctx: AppContext, viewer: CurrentMember): Promise<SettingsResponse> {
  requireNetworkAdmin(viewer);
  const network = await ctx.network.get();
  const [categories, promoted] = await Promise.all([
    directoryCategories(ctx.db, viewer),
    groupLabelsByIds(ctx.db, network.settings.group_promotion_config.group_ids),
  ]);
  return {
    settings: formValues(network),
    options: settingsOptionsOf(network.config),
    profile_fields: network.settings.profile_fields.map(({ key, label }) => ({ key, label })),
    group_categories: categories.map(({ id, name }) => ({ id, name })),
    promoted_groups: [...promoted.values()].map(({ id, name }) => ({ id, name })),
  };
}

/** Categories and groups the settings name must exist (a stale id answers 422 on its field). */
async function unknownReferences(
  tx: Tx,
  viewer: CurrentMember,
  settings: NetworkSettingsValues,
): Promise<Record<string, string[]>> {
  const promotion = settings.group_promotion_config;
  const [categories, groups] = await Promise.all([
    directoryCategories(tx, viewer),
    groupLabelsByIds(tx, promotion.group_ids),
  ]);
  const categoryIds = new Set(categories.map((category) => category.id));
  const problems: Record<string, string[]> = {};
  const invalid = ['errors.validation.invalid_id'];
  if (promotion.group_category_ids.some((id) => !categoryIds.has(id)))
    problems['settings.group_promotion_config.group_category_ids'] = invalid;
  if (promotion.group_ids.some((id) => !groups.has(id)))
    problems['settings.group_promotion_config.group_ids'] = invalid;
  if (settings.guest_category_id !== null && !categoryIds.has(settings.guest_category_id))
    problems['settings.guest_category_id'] = invalid;
  return problems;
}

/** Profile fields the change requests name must be configured ones. */
function unknownProfileFields(
  stored: NetworkSettings,
  settings: NetworkSettingsValues,
): Record<string, string[]> {
  const configured = new Set(stored.profile_fields.map((field) => field.key));
  return settings.change_request_profile_fields.some((key) => !configured.has(key))
    ? { 'settings.change_request_profile_fields': ['errors.members.unknown_profile_field'] }
    : {};
}

/**
 * What an administrator may change: options hidden by the config (part 3 section 6) keep their stored
 * values, whatever the request says.
 */
function applicable(input: NetworkSettingsValues, before: NetworkSettingsValues, options: SettingsOptions) {
  const kept = <K extends keyof NetworkSettingsValues>(key: K, shown: boolean) =>
    shown ? input[key] : before[key];
  return {
    ...input,
    abuse_reports_enabled: kept('abuse_reports_enabled', options.abuse_reports),
    digest_sending_days: kept('digest_sending_days', options.digest_days),
    birthday_emails: kept('birthday_emails', options.birthday_emails),
    show_map: kept('show_map', options.maps),
    map_scope_selection: kept('map_scope_selection', options.maps),
    network_location: kept('network_location', options.maps),
    zoom_level: kept('zoom_level', options.maps),
    map_theme: kept('map_theme', options.maps),
    devise_text_before: kept('devise_text_before', options.login_form),
    devise_text_between: kept('devise_text_between', options.login_form),
    devise_text_after: kept('devise_text_after', options.login_form),
    guest_users_allow_chat: kept('guest_users_allow_chat', options.guests),
    guest_category_id: kept('guest_category_id', options.guests),
    join_as_external: kept('join_as_external', options.guests),
    change_request_profile_fields: kept('change_request_profile_fields', options.change_requests),
  };
}

/** The settings whose values differ, with both values, for the audit log. */
function changes(before: NetworkSettingsValues, after: NetworkSettingsValues) {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof NetworkSettingsValues)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changed[key] = { from: before[key], to: after[key] };
    }
  }
  return changed;
}

/**
 * PUT /administration/settings: every field in one transaction with its audit entry
 * (PolicySettingUpdate, what changed); then every instance drops its cached network.
 */
export async function updateSettings(
  ctx: AppContext,
  actor: Actor,
  input: NetworkSettingsValues,
): Promise<SettingsResponse> {
  requireNetworkAdmin(actor.viewer);
  const changed = await ctx.db.transaction(async (tx) => {
    const stored = await lockNetworkRow(tx);
    const options = settingsOptionsOf(stored.config);
    const before = formValues(stored);
    const after = applicable(input, before, options);
    const problems = {
      ...settingsProblems(after, options),
      ...(await unknownReferences(tx, actor.viewer, after)),
      ...unknownProfileFields(stored.settings, after),
    };
    if (Object.keys(problems).length > 0) throw unprocessable(problems);
    const diff = changes(before, after);
    if (Object.keys(diff).length === 0) return false;
    const { name, language, abuse_reports_enabled, ...settings } = after;
    const nextSettings: NetworkSettings = { ...stored.settings, ...settings };
    await writeNetworkRow(tx, {
      name: name.trim(),
      language,
      settings: nextSettings,
      config: { ...stored.config, abuse_reports_enabled },
    });
    await ctx.audit.record(
      { type: 'PolicySettingUpdate', actorId: actor.viewer.id, details: { changes: diff }, ip: actor.ip },
      tx,
    );
    if ('network_location' in diff) await locateLater(ctx, tx, [{ type: 'network', id: stored.id }]);
    return true;
  });
  if (changed) await ctx.network.changed();
  return getSettings(ctx, actor.viewer);
}
