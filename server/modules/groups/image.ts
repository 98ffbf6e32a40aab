import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../contract/designs.js';
import type { ImageSize } from '../../../contract/files.js';
import type { GroupImageResponse } from '../../../contract/groups.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { attachImageUpload, destroyFiles, ownerOfImage, sendOwnedImage } from '../files/service.js';
import { GROUP_IMAGE_OWNER, groupImageFileId, groupImagePath } from './image-urls.js';
import { archivedError, withLockedGroup } from './manage.js';
import { canAdministrateGroup } from './policy.js';
import { groups } from './tables.js';
import { visibleGroup } from './visible.js';

/**
 * A group's profile image (part 3 section 3.4 `profile_image`): an upload cropped square in the
 * browser (the image component profile pictures and designs use), published as a file owned by the
 * group and served in the spec's sizes. `groups.profile_image_url` holds the medium URL, so the
 * header, the lists and the cards that already show `profile_image` show it; removing it brings back
 * the initials. A replaced or removed image's file is deleted after the commit.
 */

/**
 * Sets (`fileId`) or removes (null) the image of a group the viewer administers; 404 for everyone
 * else, 422 while the group is archived or when the upload is not an image of the viewer's.
 */
export async function setGroupImage(
  ctx: AppContext,
  viewer: Viewer,
  ref: string,
  fileId: string | null,
): Promise<GroupImageResponse> {
  const { previous, url } = await withLockedGroup(
    ctx,
    viewer,
    ref,
    (who, context) => canAdministrateGroup(who, context.state),
    async (tx, { group }) => {
      if (group.archived) throw archivedError();
      if (fileId) {
        const owner = { type: GROUP_IMAGE_OWNER, id: group.id };
        await attachImageUpload(ctx, tx, viewer, owner, fileId, 'file_id', IMAGE_UPLOAD_MAX_BYTES);
      }
      const next = fileId ? groupImagePath(fileId) : null;
      await tx.update(groups).set({ profileImageUrl: next }).where(eq(groups.id, group.id));
      return { previous: groupImageFileId(group.profileImageUrl), url: next };
    },
  );
  if (previous && previous !== fileId) await destroyFiles(ctx, [previous]);
  return { profile_image: url };
}

/**
 * GET /api/v1/group_images/{fileId}/{size}: a group's current image, to those who see the group
 * (its card shows it to those who may join); 404 otherwise and for an image the group no longer shows.
 */
export async function sendGroupImage(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: Viewer,
  fileId: string,
  size: ImageSize | 'original',
) {
  const groupId = await ownerOfImage(ctx, GROUP_IMAGE_OWNER, fileId);
  const context = groupId ? await visibleGroup(ctx.db, viewer, groupId) : null;
  if (!context || groupImageFileId(context.group.profileImageUrl) !== fileId) throw notFound('image');
  return sendOwnedImage(ctx, request, reply, GROUP_IMAGE_OWNER, fileId, size);
}
