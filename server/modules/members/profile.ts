import { eq } from 'drizzle-orm';
import {
  type MemberDetail,
  type MemberProfileForm,
  type UpdateMemberBody,
  updateMemberBody,
} from '../../../contract/members.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import { members } from '../../platform/identity/tables.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { locateLater } from '../../platform/maps.js';
import type { NetworkRecord } from '../network/service.js';
import { pictureImages } from './picture-urls.js';
import { canRequestProfileChanges, changeRequestKeys, memberCan } from './policy.js';
import type { MemberRecord } from './present.js';
import { mergedProfile } from './profile-values.js';
import { findVisibleMember, getMemberDetail } from './service.js';

/**
 * A member's own profile (part 3 sections 2.2 and 7): the configured profile fields and the birthday.
 * The name and e-mail belong to the registration, which administrators change. The member and network
 * administrators may edit (the member page's can.update_profile); for anyone else the form is 404.
 * Fields the network reserves for change requests are shown locked to the member (see policy.ts).
 */

async function editableMember(ctx: AppContext, network: NetworkRecord, viewer: Viewer, id: string) {
  const record = await findVisibleMember(ctx, network, viewer, id);
  if (!memberCan(viewer, record).update_profile || record.deletedAt) throw notFound('member');
  return record;
}

/** The form's shape for a member's record; `locked` names the fields the viewer may not change here. */
export function profileFormOf(
  network: NetworkRecord,
  viewer: Viewer,
  record: MemberRecord,
  locked: ReadonlySet<string>,
): MemberProfileForm {
  const self = viewer.id === record.id;
  return {
    id: record.id,
    images: pictureImages(record.imageUrl),
    first_name: record.firstName,
    last_name: record.lastName,
    birthday: record.birthday,
    profile_fields: network.settings.profile_fields.map((field) => ({
      key: field.key,
      label: field.label,
      type: field.type,
      value: record.profile[field.key] ?? '',
      locked: locked.has(field.key),
    })),
    can: { request_changes: self && canRequestProfileChanges(viewer, network) },
  };
}

/** GET /members/{id}/edit. */
export async function getProfileForm(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
): Promise<MemberProfileForm> {
  const record = await editableMember(ctx, network, viewer, id);
  return profileFormOf(network, viewer, record, changeRequestKeys(viewer, network));
}

/** Refuses keys the network does not configure, and keys in `locked` (422, nothing written). */
export function checkProfileKeys(
  network: NetworkRecord,
  profile: Record<string, string> | undefined,
  locked: ReadonlySet<string>,
) {
  const configured = new Set(network.settings.profile_fields.map((field) => field.key));
  const problems: Record<string, string[]> = {};
  for (const key of Object.keys(profile ?? {})) {
    if (!configured.has(key)) problems[`member.profile.${key}`] = ['errors.members.unknown_profile_field'];
    else if (locked.has(key)) problems[`member.profile.${key}`] = ['errors.members.change_request_required'];
  }
  if (Object.keys(problems).length > 0) throw unprocessable(problems);
}

/** Writes the birthday and profile values (already checked) and any further columns, in `tx`. */
export async function writeProfile(
  tx: Tx,
  record: MemberRecord,
  input: { birthday?: string | null; profile?: Record<string, string> },
  extra: Partial<typeof members.$inferInsert> = {},
) {
  const values: Partial<typeof members.$inferInsert> = { ...extra };
  if (input.birthday !== undefined) values.birthday = input.birthday;
  if (input.profile !== undefined) values.profile = mergedProfile(record.profile, input.profile);
  if (Object.keys(values).length > 0) await tx.update(members).set(values).where(eq(members.id, record.id));
}

/** PUT /members/{id}: answers the member page as it now reads. */
export async function updateProfile(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  input: UpdateMemberBody,
): Promise<MemberDetail> {
  const { birthday, profile } = updateMemberBody.parse(input).member;
  const record = await editableMember(ctx, network, viewer, id);
  // Unchanged values of locked fields pass: the form sends every field back as it was shown.
  const locked = changeRequestKeys(viewer, network);
  const changedLocked = new Set(
    [...locked].filter(
      (key) => profile?.[key] !== undefined && profile[key].trim() !== (record.profile[key] ?? ''),
    ),
  );
  checkProfileKeys(network, profile, changedLocked);
  const unchangedLockedDropped = profile
    ? Object.fromEntries(Object.entries(profile).filter(([key]) => !locked.has(key)))
    : undefined;
  await ctx.db.transaction(async (tx) => {
    await writeProfile(tx, record, { birthday, profile: unchangedLockedDropped });
    if (unchangedLockedDropped) await locateLater(ctx, tx, [{ type: 'member', id: record.id }]);
  });
  return getMemberDetail(ctx, network, viewer, record.id);
}
