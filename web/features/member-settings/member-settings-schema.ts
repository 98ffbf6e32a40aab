import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import {
  DIGEST_SWITCHES,
  type MemberSettings,
  notificationKindSetting,
  type UpdateMemberSettings,
} from '../../../contract/member-settings';
import { language } from '../../../contract/network';
import type { Pick } from '../../ui/form/picker-sources';

const picks = z.custom<Pick[]>();

const digest = z.object({
  switch: z.enum(DIGEST_SWITCHES),
  groups: picks,
  include_network_level: z.boolean(),
});

/**
 * The form's values: kinds as a list (their names hold dots, which form paths cannot), groups and
 * members as picks. A digest of selected groups needs one group, as on the server.
 */
export const memberSettingsSchema = z
  .object({
    locale: language,
    time_zone: z.string().min(1),
    email_notifications: z.array(notificationKindSetting),
    email_subscriptions: z.boolean(),
    email_admin_notifications: z.boolean(),
    newsletter: z.boolean(),
    email_digests: digest,
    email_daily_digests: digest,
    ignored: picks,
  })
  .superRefine((values, issues) => {
    for (const field of ['email_digests', 'email_daily_digests'] as const) {
      if (values[field].switch === 'selected_groups' && values[field].groups.length === 0) {
        issues.addIssue({
          code: 'custom',
          path: [field, 'groups'],
          message: 'errors.validation.digest_groups_required',
        });
      }
    }
  });
export type MemberSettingsValues = z.infer<typeof memberSettingsSchema>;

const digestValues = (view: MemberSettings['email_digests']) => ({
  switch: view.switch,
  groups: view.groups.map((group): Pick => ({ ...group, kind: 'group' })),
  include_network_level: view.include_network_level,
});

export const formValuesOf = (settings: MemberSettings): MemberSettingsValues => ({
  locale: settings.locale,
  time_zone: settings.time_zone,
  email_notifications: settings.email_notifications,
  email_subscriptions: settings.email_subscriptions,
  email_admin_notifications: settings.email_admin_notifications,
  newsletter: settings.newsletter,
  email_digests: digestValues(settings.email_digests),
  email_daily_digests: digestValues(settings.email_daily_digests),
  ignored: settings.ignored_members.map((member): Pick => ({ ...member, kind: 'member' })),
});

const digestBody = (digest: MemberSettingsValues['email_digests']) => ({
  switch: digest.switch,
  group_ids: digest.groups.map((group) => group.id),
  include_network_level: digest.include_network_level,
});

export const bodyOf = (values: MemberSettingsValues): UpdateMemberSettings => ({
  locale: values.locale,
  time_zone: values.time_zone,
  email_notifications: Object.fromEntries(
    values.email_notifications.map((entry) => [entry.kind, entry.email]),
  ),
  email_subscriptions: values.email_subscriptions,
  email_admin_notifications: values.email_admin_notifications,
  newsletter: values.newsletter,
  email_digests: digestBody(values.email_digests),
  email_daily_digests: digestBody(values.email_daily_digests),
  ignored_member_ids: values.ignored.map((member) => member.id),
});

/** Server error path -> form field. */
export const fieldOfServerPath = (path: string): FieldPath<MemberSettingsValues> | null => {
  if (path === 'ignored_member_ids') return 'ignored';
  const digestGroups = /^(email_digests|email_daily_digests)\.group_ids$/.exec(path);
  if (digestGroups?.[1] === 'email_digests') return 'email_digests.groups';
  if (digestGroups?.[1] === 'email_daily_digests') return 'email_daily_digests.groups';
  if (path === 'locale' || path === 'time_zone') return path;
  return null;
};
