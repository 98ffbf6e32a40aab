/**
 * Shapes and defaults of the network's settings, config flags and design. New settings get a default
 * here, so older rows read through `withDefaults` always carry every key.
 */
import type { AppNavigationItem } from '../../../contract/app-navigation.js';
import type { NavigationEntry } from '../../../contract/navigation.js';

export type Language = 'de' | 'de_DU' | 'en' | 'es' | 'fr';
export const LANGUAGES: Language[] = ['de', 'de_DU', 'en', 'es', 'fr'];

export type ProfileField = { key: string; label: string; type: 'text' | 'email' | 'phone' | 'url' };

export type DayTime = 'am' | 'pm' | 'lpm';
export type ZoomLevel = 0 | 3 | 6 | 10 | 15;
export type MapTheme = 'alidade_smooth' | 'alidade_smooth_dark' | 'osm_bright' | 'outdoors';
export type NetworkLocation = {
  street: string;
  number: string;
  zip: string;
  city: string;
  state: string;
  country: string;
};
export type GroupPromotionConfig = {
  active: boolean;
  title: string;
  description: string;
  group_category_ids: string[];
  group_ids: string[];
  enabled_for_external: boolean;
  decorators: string[];
  decorators_external: string[];
};
/** The web and the mail imprint (part 1 section 2.7), rich text sanitised on save. */
export type Imprint = { content: string; mail_imprint: string };

export type NetworkSettings = {
  altcha_captcha: boolean;
  join_as_external: boolean;
  join_ask_for_profile_data: boolean;
  join_section_admins_can_invite_users: boolean;
  group_promotion_config: GroupPromotionConfig;
  show_map: boolean;
  map_scope_selection: 'all' | 'poi';
  network_location: NetworkLocation;
  zoom_level: ZoomLevel;
  map_theme: MapTheme;
  email_recommendations: { allow_external_recipients: boolean; include_replies_default: boolean };
  digest_sending_days: { day: number; time: DayTime }[];
  digests: {
    max_number_of_upcoming_appointments: number;
    upcoming_appointments_position: 'top' | 'bottom';
    show_comments: boolean;
  };
  daily_activity: {
    enabled: boolean;
    include_network_level: boolean;
    mode: 'new' | 'new_and_updated';
    sending_time: DayTime;
    only_weekdays: boolean;
  };
  birthday_emails: { enabled: boolean; image: string | null; subject: string; text: string };
  /** The group category guests' groups are offered from (the "category" of the guest settings). */
  guest_category_id: string | null;
  imprint: Imprint;
  /**
   * Names and handles of the legal texts, kept with the network (written with the texts, in their
   * transaction) so the sign-in page and the footer link them without another request.
   */
  legal_links: { name: string; handle: string }[];
  /** The header's navigation as the editor saved it; null keeps the standard header (part 3 section 3.2). */
  navigation: NavigationEntry[] | null;
  /** The native app's bottom bar; null keeps the default five items. */
  app_navigation: AppNavigationItem[] | null;
  devise_text_before: string;
  devise_text_between: string;
  devise_text_after: string;
  directory_default_sort: 'first_name' | 'last_name';
  profile_fields: ProfileField[];
  /**
   * Profile fields members change only through a change request an administrator approves (part 3
   * sections 3.5 and 5); effective while the config's `change_requests_enabled` is on.
   */
  change_request_profile_fields: string[];
  directory_profile_fields: string[];
  /** Profile fields the members directory offers as filters (part 3 section 3.1). */
  directory_filter_profile_fields: string[];
  detection_profile_field: string | null;
  show_locked_memberships: boolean;
  /** Audit events older than this many days are deleted by a daily job; null keeps them all. */
  audit_log_retention_days: number | null;
  anonymize_memberships_config: 'enabled' | 'after_days' | 'disabled';
  anonymize_memberships_after_days: number | null;
  anonymize_memberships_name: string;
  two_factor: 'disabled' | 'enabled' | 'enforced';
  two_factor_totp_available: boolean;
  two_factor_email_available: boolean;
  notifications_send_direct_message_body: boolean;
  guest_users_allow_chat: boolean;
  chat_message_allow_update: boolean;
  chat_message_allow_destroy: boolean;
  join_user_can_initiate: boolean;
  join_moderated: boolean;
};

export type NetworkConfig = {
  show_online_status: boolean;
  chat_enabled: boolean;
  channels_enabled: boolean;
  membership_roles_enabled: boolean;
  guest_users_allowed: boolean;
  consumers_enabled: boolean;
  meeting_rooms_enabled: boolean;
  teams_sync_enabled: boolean;
  automatic_translation_enabled: boolean;
  abuse_reports_enabled: boolean;
  /** Profile change requests (part 3 section 6: "appear only if enabled in config"). */
  change_requests_enabled: boolean;
  /** Which settings administrators may change (part 3 section 6: options shown only with their flag). */
  abuse_reports_admin_configurable: boolean;
  digests_configurable: boolean;
  birthday_emails_admin_configurable: boolean;
  two_factor_enforced_available: boolean;
  login_form_configurable: boolean;
  maps_enabled: boolean;
  network_streams_subscribable: boolean;
  appointments_opt_retroactively: boolean;
  /** The network's zone (IANA): where its statistics' days begin and end. */
  time_zone: string;
  chat: {
    update_period_of_time: number;
    destroy_period_of_time: number;
    max_file_attachments: number;
    max_image_attachments: number;
  };
  files: {
    /** The lock the browser suggests after a download. */
    default_lock_period_days: number;
    /** The longest a lock may last from now; a lock held by a leaving member must run out. */
    max_lock_period_days: number;
    extension_filter: { enabled: boolean; mode: 'allow' | 'deny'; extensions: string[] };
  };
  email_recommendations: { attachment_size_limit: number };
  login: { max_failures_per_email: number; max_failures_per_ip: number; window_minutes: number };
};

export type NetworkDesign = {
  logoType: 'default' | 'extended' | 'hidden';
  bannerType: 'hidden' | 'color' | 'image';
  logoUrl: string | null;
  bannerUrl: string | null;
  faviconUrl: string | null;
  /** Images uploaded in the design administration (files owned by the design); they win over the URLs. */
  logoFileId: string | null;
  bannerFileId: string | null;
  faviconFileId: string | null;
  fullWidth: boolean;
  userbarIconType: 'default' | 'colored';
  colors: Record<string, string>;
};

export const DEFAULT_SETTINGS: NetworkSettings = {
  altcha_captcha: false,
  join_as_external: false,
  join_ask_for_profile_data: false,
  join_section_admins_can_invite_users: false,
  group_promotion_config: {
    active: false,
    title: 'Groups',
    description: '',
    group_category_ids: [],
    group_ids: [],
    enabled_for_external: false,
    decorators: [],
    decorators_external: [],
  },
  show_map: false,
  map_scope_selection: 'all',
  network_location: { street: '', number: '', zip: '', city: '', state: '', country: '' },
  zoom_level: 10,
  map_theme: 'alidade_smooth',
  email_recommendations: { allow_external_recipients: false, include_replies_default: false },
  digest_sending_days: [{ day: 1, time: 'am' }],
  digests: {
    max_number_of_upcoming_appointments: 5,
    upcoming_appointments_position: 'top',
    show_comments: true,
  },
  daily_activity: {
    enabled: false,
    include_network_level: true,
    mode: 'new',
    sending_time: 'am',
    only_weekdays: true,
  },
  birthday_emails: { enabled: false, image: null, subject: '', text: '' },
  guest_category_id: null,
  imprint: { content: '', mail_imprint: '' },
  legal_links: [],
  navigation: null,
  app_navigation: null,
  devise_text_before: '',
  devise_text_between: '',
  devise_text_after: '',
  directory_default_sort: 'last_name',
  profile_fields: [
    { key: 'position', label: 'Position', type: 'text' },
    { key: 'department', label: 'Department', type: 'text' },
    { key: 'location', label: 'Location', type: 'text' },
    { key: 'phone', label: 'Phone', type: 'phone' },
  ],
  change_request_profile_fields: [],
  directory_profile_fields: ['position', 'department'],
  directory_filter_profile_fields: ['department', 'location'],
  detection_profile_field: 'position',
  show_locked_memberships: false,
  audit_log_retention_days: null,
  anonymize_memberships_config: 'disabled',
  anonymize_memberships_after_days: null,
  anonymize_memberships_name: 'Former member',
  two_factor: 'disabled',
  two_factor_totp_available: true,
  two_factor_email_available: true,
  notifications_send_direct_message_body: false,
  guest_users_allow_chat: true,
  chat_message_allow_update: true,
  chat_message_allow_destroy: true,
  join_user_can_initiate: true,
  // The same setting lets members ask to join groups; a stranger's registration on its own, though,
  // waits for an administrator until the network decides otherwise (secure by default).
  join_moderated: true,
};

/** The zone of a network whose config names none (members default to it too). */
export const DEFAULT_NETWORK_TIME_ZONE = 'Europe/Berlin';

export const DEFAULT_CONFIG: NetworkConfig = {
  time_zone: DEFAULT_NETWORK_TIME_ZONE,
  show_online_status: true,
  chat_enabled: true,
  channels_enabled: true,
  membership_roles_enabled: true,
  guest_users_allowed: true,
  consumers_enabled: false,
  meeting_rooms_enabled: false,
  teams_sync_enabled: false,
  automatic_translation_enabled: false,
  abuse_reports_enabled: false,
  change_requests_enabled: true,
  abuse_reports_admin_configurable: true,
  digests_configurable: true,
  birthday_emails_admin_configurable: true,
  two_factor_enforced_available: true,
  login_form_configurable: true,
  maps_enabled: false,
  network_streams_subscribable: true,
  appointments_opt_retroactively: false,
  chat: {
    update_period_of_time: 15 * 60,
    destroy_period_of_time: 15 * 60,
    max_file_attachments: 10,
    max_image_attachments: 10,
  },
  files: {
    default_lock_period_days: 7,
    max_lock_period_days: 30,
    extension_filter: { enabled: false, mode: 'deny', extensions: [] },
  },
  email_recommendations: { attachment_size_limit: 10 * 1024 * 1024 },
  login: { max_failures_per_email: 5, max_failures_per_ip: 50, window_minutes: 15 },
};

export const DEFAULT_DESIGN: NetworkDesign = {
  logoType: 'default',
  bannerType: 'hidden',
  logoUrl: null,
  bannerUrl: null,
  faviconUrl: null,
  logoFileId: null,
  bannerFileId: null,
  faviconFileId: null,
  fullWidth: false,
  userbarIconType: 'default',
  colors: {
    primary: '#1f5fa8',
    secondary: '#e9eef5',
    header_background: '#ffffff',
    header_text: '#1b2430',
    userbar_background: '#f4f6f9',
    userbar_text: '#1b2430',
    banner: '#1f5fa8',
  },
};

/** Fills keys missing from a stored object (one level of nesting) with their defaults. */
export function withDefaults<T extends object>(stored: Partial<T> | null | undefined, defaults: T): T {
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(stored ?? {})) {
    const fallback = (defaults as Record<string, unknown>)[key];
    merged[key] =
      fallback &&
      typeof fallback === 'object' &&
      !Array.isArray(fallback) &&
      value &&
      typeof value === 'object'
        ? { ...fallback, ...value }
        : value;
  }
  return merged as T;
}
