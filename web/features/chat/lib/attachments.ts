/** Part 1 section 9: at most 4 thumbnails (457x457) in a message; the rest behind a '+N' overlay. */
export const MAX_GRID_IMAGES = 4;

export const imageThumbUrl = (id: string, size = '457x457') => `/api/storage/images/${id}/get/${size}`;
export const imageOriginalUrl = (id: string) => `/api/storage/images/${id}/get`;
export const fileDownloadUrl = (file: { id: string; original_filename: string }) =>
  `/api/storage/files/${file.id}/get/${encodeURIComponent(file.original_filename)}`;

/** The thumbnails shown and how many more the last one covers. */
export const imageGrid = <T>(images: T[]) => ({
  shown: images.slice(0, MAX_GRID_IMAGES),
  more: Math.max(0, images.length - MAX_GRID_IMAGES),
});
