import { eq } from 'drizzle-orm';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../contract/designs.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { members } from '../../platform/identity/tables.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { attachImageUpload, destroyFiles } from '../files/service.js';
import type { NetworkRecord } from '../network/service.js';
import { avatarPath } from './avatar.js';
import { MEDIUM, pictureFileId, pictureImages, picturePath } from './picture-urls.js';
import { memberCan } from './policy.js';
import { findVisibleMember } from './service.js';

/**
 * Uploaded profile pictures (part 3 section 3.5 `images`): a file owned by the member, cropped square
 * in the browser and served in the spec's sizes. `members.image_url` holds the medium URL, so every
 * place that shows a member shows the picture; removing it brings back the generated avatar.
 */
export const PICTURE_OWNER = 'member_picture';

/** Only the member and network administrators change a picture; everyone else gets 404. */
async function changeablePictureOwner(ctx: AppContext, network: NetworkRecord, viewer: Viewer, id: string) {
  const record = await findVisibleMember(ctx, network, viewer, id);
  if (!memberCan(viewer, record).update_profile || record.deletedAt) throw notFound('member');
  return record;
}

/** PUT /api/v1/members/{id}/picture */
export async function setPicture(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  fileId: string,
) {
  const record = await changeablePictureOwner(ctx, network, viewer, id);
  const previous = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ imageUrl: members.imageUrl })
      .from(members)
      .where(eq(members.id, record.id))
      .for('update');
    await attachImageUpload(
      ctx,
      tx,
      viewer,
      { type: PICTURE_OWNER, id: record.id },
      fileId,
      'file_id',
      IMAGE_UPLOAD_MAX_BYTES,
    );
    const imageUrl = picturePath(record.id, fileId, MEDIUM);
    await tx.update(members).set({ imageUrl }).where(eq(members.id, record.id));
    return pictureFileId(row?.imageUrl ?? null);
  });
  if (previous) await destroyFiles(ctx, [previous]);
  return { images: pictureImages(picturePath(record.id, fileId, MEDIUM)) };
}

/** DELETE /api/v1/members/{id}/picture: back to the generated avatar. */
export async function removePicture(ctx: AppContext, network: NetworkRecord, viewer: Viewer, id: string) {
  const record = await changeablePictureOwner(ctx, network, viewer, id);
  const previous = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ imageUrl: members.imageUrl })
      .from(members)
      .where(eq(members.id, record.id))
      .for('update');
    await tx
      .update(members)
      .set({ imageUrl: avatarPath(record.id) })
      .where(eq(members.id, record.id));
    return pictureFileId(row?.imageUrl ?? null);
  });
  if (previous) await destroyFiles(ctx, [previous]);
  return { images: pictureImages(avatarPath(record.id)) };
}

/**
 * Whether the viewer may see this picture: the member must be visible to them and the file must be
 * the member's current picture (an old picture's URL stops working).
 */
export async function assertVisiblePicture(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  memberId: string,
  fileId: string,
) {
  const record = await findVisibleMember(ctx, network, viewer, memberId);
  if (pictureFileId(record.imageUrl) !== fileId) throw notFound('picture');
}
