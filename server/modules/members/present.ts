import type { Me, MemberDetail, MemberRow, RoleBadge } from '../../../contract/members.js';
import type { members } from '../../platform/identity/tables.js';
import { LANGUAGES } from '../../platform/network/defaults.js';
import { canAdministrateNetwork, canChat, canCreateChannels, isInternalMember } from '../network/policy.js';
import { hashColor, type NetworkRecord } from '../network/service.js';
import { pictureImages } from './picture-urls.js';
import { type ContributedMeCan, isAnonymised, needsOnboarding } from './policy.js';
import type { membershipRoles } from './tables.js';

export type MemberRecord = typeof members.$inferSelect;
export type RoleRecord = typeof membershipRoles.$inferSelect;

/** Colours are stored as 'rrggbb' (or '#rrggbb'); the API always sends '#rrggbb'. */

export function presentRoleBadge(role: RoleRecord): RoleBadge {
  return {
    id: role.id,
    name: role.name,
    color: hashColor(role.color),
    text_color: hashColor(role.textColor),
  };
}

export const fullName = (member: Pick<MemberRecord, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.trim();

export const memberPath = (id: string) => `/members/${id}`;

/** A member row (part 1 section 3). `roles` are the member's network roles, already filtered. */
export function presentMemberRow(
  member: MemberRecord,
  roles: RoleRecord[],
  network: NetworkRecord,
  now = new Date(),
): MemberRow {
  const { settings } = network;
  const base = {
    id: member.id,
    is_external: member.isExternal,
    is_network_admin: member.isNetworkAdmin,
    path: memberPath(member.id),
  };
  if (isAnonymised(member, settings, now)) {
    const name = settings.anonymize_memberships_name;
    const images = { small: null, medium: null };
    return {
      ...base,
      name,
      displayName: name,
      images,
      detection_profile_field: null,
      profile: {},
      roles: [],
    };
  }
  const shownFields = new Set([...settings.directory_profile_fields, settings.detection_profile_field ?? '']);
  const profile = Object.fromEntries(
    Object.entries(member.profile).filter(([key, value]) => shownFields.has(key) && value !== ''),
  );
  const detection = settings.detection_profile_field
    ? member.profile[settings.detection_profile_field]
    : undefined;
  const name = fullName(member);
  return {
    ...base,
    name,
    displayName: name,
    images: pictureImages(member.imageUrl),
    detection_profile_field: detection || null,
    profile,
    roles: network.config.membership_roles_enabled
      ? roles.filter((role) => role.displayType !== 'hidden').map(presentRoleBadge)
      : [],
  };
}

/** Whole years between a 'YYYY-MM-DD' birthday and today (UTC). */
export function ageOn(birthday: string, now = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

export function presentMemberDetail(
  member: MemberRecord,
  row: MemberRow,
  extra: {
    network: NetworkRecord;
    groups: MemberDetail['groups'];
    can: MemberDetail['can'];
    now?: Date;
  },
): MemberDetail {
  const locked = member.lockedAt !== null;
  if (isAnonymised(member, extra.network.settings, extra.now)) {
    return {
      ...row,
      first_name: row.name,
      last_name: '',
      email: null,
      birthday: null,
      age: null,
      profile_fields: [],
      groups: [],
      locked,
      can: extra.can,
    };
  }
  return {
    ...row,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    birthday: member.birthday,
    age: member.birthday ? ageOn(member.birthday, extra.now) : null,
    profile_fields: extra.network.settings.profile_fields
      .map((field) => ({ key: field.key, label: field.label, value: member.profile[field.key] ?? '' }))
      .filter((field) => field.value !== ''),
    groups: extra.groups,
    locked,
    can: extra.can,
  };
}

/** The signed-in member; `contributed` are the flags other modules decide (service.ts, `meCan`). */
export function presentMe(record: MemberRecord, network: NetworkRecord, contributed: ContributedMeCan): Me {
  const viewer = { id: record.id, isExternal: record.isExternal, isNetworkAdmin: record.isNetworkAdmin };
  const internal = isInternalMember(viewer);
  return {
    id: record.id,
    name: fullName(record),
    first_name: record.firstName,
    last_name: record.lastName,
    email: record.email,
    locale: (LANGUAGES as string[]).includes(record.locale) ? (record.locale as Me['locale']) : 'en',
    time_zone: record.timeZone,
    images: pictureImages(record.imageUrl),
    is_external: record.isExternal,
    is_network_admin: record.isNetworkAdmin,
    authentication_token: record.authenticationToken,
    onboarding_required: needsOnboarding(record, network.settings),
    can: {
      administrate: canAdministrateNetwork(viewer),
      chat: canChat(viewer, network),
      create_channels: canCreateChannels(viewer, network),
      create_personal_calendars: internal,
      send_direct_messages: true,
      update_profile: true,
      update_registration: true,
      see_teams_event_options: internal && network.config.teams_sync_enabled,
      ...contributed,
    },
  };
}
