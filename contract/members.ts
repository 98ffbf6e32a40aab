import { z } from 'zod';
import { language } from './network.js';
import { isoDate, queryInteger } from './primitives.js';

export const memberImages = z.object({
  /** 80x80 avatar URL, or null for the default picture. */
  small: z.string().nullable(),
  medium: z.string().nullable(),
});

export const roleBadge = z.object({
  id: z.string(),
  name: z.string(),
  /** '#rrggbb' */
  color: z.string(),
  text_color: z.string(),
});
export type RoleBadge = z.infer<typeof roleBadge>;

/**
 * A membership role whose display type is `grouped` (part 3 section 3.5): member lists show its
 * holders as a section of their own, headed by the plural name. Entries name their section by
 * `section_id`; they arrive ordered section by section, the members without one last.
 */
export const roleSection = roleBadge.extend({ plural_name: z.string() });
export type RoleSection = z.infer<typeof roleSection>;

/** A member row of lists and search results (part 1 section 3, "Member row"). */
export const memberRow = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  images: memberImages,
  is_external: z.boolean(),
  is_network_admin: z.boolean(),
  /** Value of the network's detection profile field (e.g. position), shown under the name. */
  detection_profile_field: z.string().nullable(),
  profile: z.record(z.string(), z.string()),
  roles: z.array(roleBadge),
  path: z.string(),
});
export type MemberRow = z.infer<typeof memberRow>;

/** A member row of a list with role sections: the grouped role it is listed under, or null. */
export const sectionedMemberRow = memberRow.extend({ section_id: z.string().nullable() });

/** GET /members?q=&page=&per= */
export const memberList = z.object({
  entries: z.array(memberRow),
  total: z.number(),
  page: z.number(),
  per: z.number(),
});
export type MemberList = z.infer<typeof memberList>;

/** GET /members/{id} and GET /api/v1/profiles/{id}: the member page. */
export const memberDetail = memberRow.extend({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  birthday: z.string().nullable(),
  age: z.number().nullable(),
  profile_fields: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  groups: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string() })),
  locked: z.boolean(),
  can: z.object({
    update_profile: z.boolean(),
    update_registration: z.boolean(),
    /** The viewer may open a direct chat with this member (as the chat's policy decides). */
    chat: z.boolean(),
    send_direct_messages: z.boolean(),
    /** The viewer may report the member as abuse (the abuse reports' policy decides). */
    report: z.boolean(),
  }),
});
export type MemberDetail = z.infer<typeof memberDetail>;

/** GET /api/v1/me */
export const me = z.object({
  id: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  locale: language,
  time_zone: z.string(),
  images: memberImages,
  is_external: z.boolean(),
  is_network_admin: z.boolean(),
  /** Personal feed token (atom, webcal); null when the member has none. */
  authentication_token: z.string().nullable(),
  /**
   * The network asks for the onboarding profile and the member has not seen it yet: the app opens
   * `/onboarding/profile` first (with the page asked for as `redirect_to`).
   */
  onboarding_required: z.boolean(),
  can: z.object({
    administrate: z.boolean(),
    chat: z.boolean(),
    create_channels: z.boolean(),
    create_personal_calendars: z.boolean(),
    send_direct_messages: z.boolean(),
    /** A new message to every member of the network (the composer's "all members" choice). */
    send_to_all: z.boolean(),
    update_profile: z.boolean(),
    update_registration: z.boolean(),
    see_teams_event_options: z.boolean(),
  }),
});
export type Me = z.infer<typeof me>;

/** PATCH /api/v1/me: the member's own locale and time zone. */
export const updateMeBody = z.object({
  me: z.object({
    locale: language.optional(),
    time_zone: z.string().min(1).max(100).optional(),
  }),
});

/** Query of GET /members and GET /groups/{slug}/members; q may end in '*' (prefix search). */
export const memberListQuery = z.object({
  q: z.string().max(200).optional(),
  page: queryInteger(1, 100_000).default(1),
  per: queryInteger(1, 100).default(25),
});

export const PROFILE_VALUE_MAX_LENGTH = 500;

/**
 * GET /members/{id}/edit: the fields of a member's profile the viewer may change, every configured
 * profile field with its value (empty ones too), and the name, which the member cannot change.
 */
export const memberProfileForm = z.object({
  id: z.string(),
  /** The current picture (or generated avatar); changed through /api/v1/members/{id}/picture. */
  images: memberImages,
  first_name: z.string(),
  last_name: z.string(),
  birthday: z.string().nullable(),
  profile_fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      type: z.enum(['text', 'email', 'phone', 'url']),
      value: z.string(),
      /** The viewer changes this field only through a change request (`/change_requests/new`). */
      locked: z.boolean(),
    }),
  ),
  can: z.object({ request_changes: z.boolean() }),
});
export type MemberProfileForm = z.infer<typeof memberProfileForm>;

/**
 * PUT /members/{id}: the profile values (by field key; empty text clears one) and the birthday (null
 * clears it). Keys the network does not configure are refused (422 errors.members.unknown_profile_field).
 */
export const updateMemberBody = z.object({
  member: z.object({
    birthday: isoDate().nullable().optional(),
    profile: z
      .record(z.string().max(100), z.string().max(PROFILE_VALUE_MAX_LENGTH))
      .refine((values) => Object.keys(values).length <= 100, 'errors.validation.too_many')
      .optional(),
  }),
});
export type UpdateMemberBody = z.input<typeof updateMemberBody>;

/** PUT /api/v1/members/{id}/picture: an image upload of the member's (`POST /api/storage/images`). */
export const updatePictureBody = z.object({
  file_id: z.string().regex(/^[0-9a-f]{24}$/, 'errors.validation.invalid_id'),
});
/** The member's pictures after a change (the generated avatar after removal). */
export const pictureAnswer = z.object({ images: memberImages });

/** PUT /onboarding/profile: the profile values as on the profile form, and where to continue. */
export const onboardingBody = updateMemberBody.extend({ redirect_to: z.string().max(2000).optional() });
export type OnboardingBody = z.input<typeof onboardingBody>;
/** Where the app continues: the page first asked for when it is a path of this site, else the start. */
export const onboardingAnswer = z.object({ redirect_to: z.string() });
