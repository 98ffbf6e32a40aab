import type { ImageSize } from '../../../contract/files.js';

/**
 * URLs of uploaded profile pictures. `members.image_url` holds the medium URL (or the generated
 * avatar's), so every place that shows a member shows the picture.
 */
export const MEDIUM: ImageSize = '200x200';
const SMALL: ImageSize = '80x80';

export const picturePath = (memberId: string, fileId: string, size: ImageSize) =>
  `/api/v1/members/${memberId}/pictures/${fileId}/${size}`;

const PICTURE_URL = /^\/api\/v1\/members\/([0-9a-f]{24})\/pictures\/([0-9a-f]{24})\/200x200$/;

/** The uploaded picture's file id in a stored image URL, or null (generated avatar, none). */
export const pictureFileId = (imageUrl: string | null) =>
  imageUrl ? (PICTURE_URL.exec(imageUrl)?.[2] ?? null) : null;

/** The small (80 px) and medium (200 px) URLs of a stored image URL. */
export function pictureImages(imageUrl: string | null) {
  const match = imageUrl ? PICTURE_URL.exec(imageUrl) : null;
  if (!match?.[1] || !match[2]) return { small: imageUrl, medium: imageUrl };
  return { small: picturePath(match[1], match[2], SMALL), medium: imageUrl };
}
