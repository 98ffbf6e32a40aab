import { eq } from 'drizzle-orm';
import {
  type MemberDetail,
  type MemberProfileForm,
  type UpdateMemberBody,
  updateMemberBody,
} from '../../../contract/members.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import { members } from '../../platform/identity/tables.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkRecord } from '../network/service.js';
import { pictureImages } from './picture-urls.js';
import { memberCan } from './policy.js';
import { findVisibleMember, getMemberDetail } from './service.js';

/**
 * A member's own profile (part 3 sections 2.2 and 7): the configured profile fields and the birthday.
 * The name and e-mail belong to the registration, which administrators change. The member and network
 * administrators may edit (the member page's can.update_profile); for anyone else the form is 404.
 */

async function editableMember(ctx: AppContext, network: NetworkRecord, viewer: Viewer, id: string) {
  const record = await findVisibleMember(ctx, network, viewer, id);
  if (!memberCan(viewer, record).update_profile || record.deletedAt) throw notFound('member');
  return record;
}

/** GET /members/{id}/edit. */
export async function getProfileForm(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
): Promise<MemberProfileForm> {
  const record = await editableMember(ctx, network, viewer, id);
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
    })),
  };
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
  const configured = new Set(network.settings.profile_fields.map((field) => field.key));
  const unknown = Object.keys(profile ?? {}).filter((key) => !configured.has(key));
  if (unknown.length > 0) {
    throw unprocessable(
      Object.fromEntries(
        unknown.map((key) => [`member.profile.${key}`, ['errors.members.unknown_profile_field']]),
      ),
    );
  }
  const values: Partial<typeof members.$inferInsert> = {};
  if (birthday !== undefined) values.birthday = birthday;
  if (profile !== undefined) {
    const next = { ...record.profile };
    for (const [key, value] of Object.entries(profile)) {
      if (value.trim() === '') delete next[key];
      else next[key] = value.trim();
    }
    values.profile = next;
  }
  if (Object.keys(values).length > 0) {
    await ctx.db.update(members).set(values).where(eq(members.id, record.id));
  }
  return getMemberDetail(ctx, network, viewer, record.id);
}
