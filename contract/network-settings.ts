import { z } from 'zod';
import { PROMOTION_DECORATORS } from './group-promotion.js';
import { language } from './network.js';
import { integer } from './primitives.js';

/**
 * Network settings (part 3 sections 3.1, 5, 7): GET and PUT /administration/settings. Field messages
 * are i18n keys (errors.network_settings.*, errors.validation.*).
 */
export const networkSettingsPaths = {
  settings: '/administration/settings',
  testBirthdayEmail: '/administration/settings/send_test_birthday_email',
} as const;

const flag = z.boolean();
const shortText = z.string().max(200);
const longText = z.string().max(20_000);
const keys = z.array(z.string().max(100)).max(100);
const ids = z.array(z.string().max(100)).max(500);
const dayTime = z.enum(['am', 'pm', 'lpm']);

export const ZOOM_LEVELS = [0, 3, 6, 10, 15] as const;
export const MAP_THEMES = ['alidade_smooth', 'alidade_smooth_dark', 'osm_bright', 'outdoors'] as const;
export const MAX_UPCOMING_APPOINTMENTS = 30;
/** Five digits, optionally a dash and four more (part 3 section 5), at most 10 characters. */
export const POSTAL_CODE = /^\d{5}(-\d{4})?$/;

export const birthdayEmails = z.object({
  enabled: flag,
  /** An image URL or storage id; null removes the image. */
  image: z.string().max(2000).nullable(),
  subject: shortText,
  text: longText,
});
export type BirthdayEmails = z.infer<typeof birthdayEmails>;

export const networkSettings = z.object({
  // General
  name: shortText,
  language,
  abuse_reports_enabled: flag,
  // Joining
  join_user_can_initiate: flag,
  join_moderated: flag,
  altcha_captcha: flag,
  join_as_external: flag,
  join_ask_for_profile_data: flag,
  join_section_admins_can_invite_users: flag,
  group_promotion_config: z.object({
    active: flag,
    title: shortText,
    description: longText,
    group_category_ids: ids,
    group_ids: ids,
    enabled_for_external: flag,
    decorators: keys,
    decorators_external: keys,
  }),
  // Sign-in page texts
  devise_text_before: longText,
  devise_text_between: longText,
  devise_text_after: longText,
  // Directory
  directory_default_sort: z.enum(['first_name', 'last_name']),
  directory_profile_fields: keys,
  detection_profile_field: z.string().max(100).nullable(),
  directory_filter_profile_fields: keys,
  show_locked_memberships: flag,
  // Profile: fields members change only through an administrator's approval
  change_request_profile_fields: keys,
  // Maps
  show_map: flag,
  map_scope_selection: z.enum(['all', 'poi']),
  network_location: z.object({
    street: shortText,
    number: z.string().max(20),
    zip: z.string().max(10),
    city: shortText,
    state: shortText,
    country: shortText,
  }),
  zoom_level: z.union(ZOOM_LEVELS.map((level) => z.literal(level))),
  map_theme: z.enum(MAP_THEMES),
  // Anonymisation
  anonymize_memberships_config: z.enum(['enabled', 'after_days', 'disabled']),
  anonymize_memberships_after_days: integer(1, 36_500).nullable(),
  anonymize_memberships_name: shortText,
  // Two-factor
  two_factor: z.enum(['disabled', 'enabled', 'enforced']),
  two_factor_totp_available: flag,
  two_factor_email_available: flag,
  // E-mail
  notifications_send_direct_message_body: flag,
  email_recommendations: z.object({ allow_external_recipients: flag, include_replies_default: flag }),
  // Digests
  digest_sending_days: z.array(z.object({ day: integer(0, 6), time: dayTime })).max(7),
  digests: z.object({
    max_number_of_upcoming_appointments: integer(0, 1000),
    upcoming_appointments_position: z.enum(['top', 'bottom']),
    show_comments: flag,
  }),
  // Daily activity
  daily_activity: z.object({
    enabled: flag,
    include_network_level: flag,
    mode: z.enum(['new', 'new_and_updated']),
    sending_time: dayTime,
    only_weekdays: flag,
  }),
  // Birthday e-mails
  birthday_emails: birthdayEmails,
  // Chat and guests
  chat_message_allow_update: flag,
  chat_message_allow_destroy: flag,
  guest_users_allow_chat: flag,
  guest_category_id: z.string().max(100).nullable(),
});
export type NetworkSettingsValues = z.infer<typeof networkSettings>;

/** Which options the network's config lets administrators see and change (part 3 section 6). */
export const settingsOptions = z.object({
  abuse_reports: flag,
  digest_days: flag,
  birthday_emails: flag,
  maps: flag,
  two_factor_enforced: flag,
  login_form: flag,
  guests: flag,
  chat: flag,
  change_requests: flag,
});
export type SettingsOptions = z.infer<typeof settingsOptions>;

export const settingsResponse = z.object({
  settings: networkSettings,
  options: settingsOptions,
  profile_fields: z.array(z.object({ key: z.string(), label: z.string() })),
  /** The group categories to promote or to give guests, and the names of the promoted groups. */
  group_categories: z.array(z.object({ id: z.string(), name: z.string() })),
  promoted_groups: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;

export const updateSettingsBody = z.object({ settings: networkSettings });
export const testBirthdayEmailBody = z.object({ birthday_emails: birthdayEmails });

const problem = (key: string) => `errors.network_settings.${key}`;

/**
 * The rules of part 3 section 5 that span fields; the server answers them with 422, the form shows
 * them before sending. Keys are field paths under `settings.`.
 */
export function settingsProblems(
  settings: NetworkSettingsValues,
  options: SettingsOptions,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (path: string, key: string) => {
    problems[`settings.${path}`] = [...(problems[`settings.${path}`] ?? []), problem(key)];
  };
  if (!settings.name.trim()) add('name', 'name_required');
  if (!settings.group_promotion_config.title.trim()) add('group_promotion_config.title', 'title_required');
  const decorators: readonly string[] = PROMOTION_DECORATORS;
  for (const field of ['decorators', 'decorators_external'] as const) {
    if (settings.group_promotion_config[field].some((key) => !decorators.includes(key)))
      add(`group_promotion_config.${field}`, 'unknown_decorator');
  }
  if (settings.anonymize_memberships_config !== 'disabled') {
    if (
      settings.anonymize_memberships_config === 'after_days' &&
      !settings.anonymize_memberships_after_days
    ) {
      add('anonymize_memberships_after_days', 'days_required');
    }
    if (!settings.anonymize_memberships_name.trim())
      add('anonymize_memberships_name', 'anonymized_name_required');
  }
  if (
    settings.two_factor !== 'disabled' &&
    !settings.two_factor_totp_available &&
    !settings.two_factor_email_available
  ) {
    add('two_factor_totp_available', 'two_factor_method_required');
  }
  if (settings.two_factor === 'enforced' && !options.two_factor_enforced) add('two_factor', 'not_available');
  if (options.maps && settings.map_scope_selection === 'poi') {
    for (const part of ['street', 'number', 'zip', 'city'] as const) {
      if (!settings.network_location[part].trim()) add(`network_location.${part}`, 'location_required');
    }
  }
  const zip = settings.network_location.zip.trim();
  if (zip && !POSTAL_CODE.test(zip)) add('network_location.zip', 'postal_code_invalid');
  if (settings.digests.max_number_of_upcoming_appointments > MAX_UPCOMING_APPOINTMENTS) {
    add('digests.max_number_of_upcoming_appointments', 'upcoming_appointments_range');
  }
  return problems;
}
