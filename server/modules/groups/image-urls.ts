import type { ImageSize } from '../../../contract/files.js';

/**
 * URLs of group profile images: `groups.profile_image_url` holds the medium URL, which names the
 * image's file (owned by `group_image`).
 */
export const GROUP_IMAGE_OWNER = 'group_image';
const MEDIUM: ImageSize = '200x200';

export const groupImagePath = (fileId: string) => `/api/v1/group_images/${fileId}/${MEDIUM}`;
const IMAGE_URL = /^\/api\/v1\/group_images\/([0-9a-f]{24})\/200x200$/;

/** The uploaded image's file id in a stored image URL, or null. */
export const groupImageFileId = (url: string | null) => (url ? (IMAGE_URL.exec(url)?.[1] ?? null) : null);
