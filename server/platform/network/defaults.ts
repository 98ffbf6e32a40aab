/**
 * Shapes and defaults of the network's settings, config flags and design. New settings get a default
 * here, so older rows read through `withDefaults` always carry every key.
 */
export type Language = 'de' | 'de_DU' | 'en' | 'es' | 'fr';
export const LANGUAGES: Language[] = ['de', 'de_DU', 'en', 'es', 'fr'];

export type ProfileField = { key: string; label: string; type: 'text' | 'email' | 'phone' | 'url' };

export type NetworkSettings = {
  devise_text_before: string;
  devise_text_between: string;
  devise_text_after: string;
  directory_default_sort: 'first_name' | 'last_name';
  profile_fields: ProfileField[];
  directory_profile_fields: string[];
  /** Profile fields the members directory offers as filters (part 3 section 3.1). */
  directory_filter_profile_fields: string[];
  detection_profile_field: string | null;
  show_locked_memberships: boolean;
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
  maps_enabled: boolean;
  network_streams_subscribable: boolean;
  appointments_opt_retroactively: boolean;
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
  fullWidth: boolean;
  colors: Record<string, string>;
};

export const DEFAULT_SETTINGS: NetworkSettings = {
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
  directory_profile_fields: ['position', 'department'],
  directory_filter_profile_fields: ['department', 'location'],
  detection_profile_field: 'position',
  show_locked_memberships: false,
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
  join_moderated: false,
};

export const DEFAULT_CONFIG: NetworkConfig = {
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
  fullWidth: false,
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
