import { designImagePath } from '../../../contract/designs.js';
import type { HeaderNavigationItem, NavigationEntry } from '../../../contract/navigation.js';
import type { Network } from '../../../contract/network.js';
import type { Config } from '../../config.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { deriveColors } from './colors.js';
import { networkCan } from './policy.js';
import type { NetworkRecord } from './service.js';

/** Where `/` leads after sign-in until an administrator can choose another start page. */
export const START_PAGE_PATH = '/start';

/** Items not marked public are for internal members only: guests and visitors do not get them. */
function headerNavigation(items: NavigationEntry[], viewer: Viewer | null): HeaderNavigationItem[] {
  const shown = (item: { public: boolean }) => item.public || (viewer !== null && !viewer.isExternal);
  const present = (item: NavigationEntry | NavigationEntry['navigation_items'][number]) => ({
    text: item.text,
    url: item.link,
    new_window: item.new_window,
  });
  return items.filter(shown).map((item) => ({
    ...present(item),
    children: item.navigation_items.filter(shown).map(present),
  }));
}

export function presentNetwork(network: NetworkRecord, viewer: Viewer | null, config: Config): Network {
  const { settings, config: flags, design } = network;
  return {
    id: network.id,
    name: network.name,
    language: network.language as Network['language'],
    public_url: config.publicUrl,
    start_page_path: START_PAGE_PATH,
    design: {
      logoType: design.logoType,
      bannerType: design.bannerType,
      logoUrl: design.logoFileId ? designImagePath(design.logoFileId) : design.logoUrl,
      bannerUrl: design.bannerFileId ? designImagePath(design.bannerFileId) : design.bannerUrl,
      faviconUrl: design.faviconFileId ? designImagePath(design.faviconFileId) : design.faviconUrl,
      fullWidth: design.fullWidth,
      userbarIconType: design.userbarIconType,
      colors: design.colors,
      derivedColors: deriveColors(design.colors),
    },
    devise_text_before: settings.devise_text_before,
    devise_text_between: settings.devise_text_between,
    devise_text_after: settings.devise_text_after,
    legal_texts: settings.legal_links,
    navigation: headerNavigation(settings.navigation ?? [], viewer),
    config: {
      show_online_status: flags.show_online_status,
      anonymize_membership: settings.anonymize_memberships_config !== 'disabled',
      chat_enabled: flags.chat_enabled,
      channels_enabled: flags.channels_enabled,
      membership_roles_enabled: flags.membership_roles_enabled,
      guest_users_allowed: flags.guest_users_allowed,
      consumers_enabled: flags.consumers_enabled,
      meeting_rooms_enabled: flags.meeting_rooms_enabled,
      automatic_translation_enabled: flags.automatic_translation_enabled,
      abuse_reports_enabled: flags.abuse_reports_enabled,
      maps_enabled: flags.maps_enabled,
      network_streams_subscribable: flags.network_streams_subscribable,
      appointments_opt_retroactively: flags.appointments_opt_retroactively,
      two_factor: settings.two_factor,
      chat: {
        update_period_of_time: flags.chat.update_period_of_time,
        destroy_period_of_time: flags.chat.destroy_period_of_time,
        allow_update: settings.chat_message_allow_update,
        allow_destroy: settings.chat_message_allow_destroy,
        max_file_attachments: flags.chat.max_file_attachments,
        max_image_attachments: flags.chat.max_image_attachments,
      },
      files: {
        default_lock_period_days: flags.files.default_lock_period_days,
        max_lock_period_days: flags.files.max_lock_period_days,
        extension_filter: flags.files.extension_filter,
      },
    },
    signed_in: viewer !== null,
    can: networkCan(viewer, network),
  };
}
