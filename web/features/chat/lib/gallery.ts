import type { ChatImage } from '../types';

/** One image the gallery can show, with the message it belongs to. */
export type GalleryEntry = { messageId: string; image: ChatImage };

export const galleryIndex = (entries: GalleryEntry[], messageId: string, imageId: string) =>
  entries.findIndex((entry) => entry.messageId === messageId && entry.image.id === imageId);

/**
 * Where Left/Right go from `index`. With every image known (`complete`) the gallery wraps around;
 * while older pages exist, stepping past the last loaded image asks for the next page first
 * ('load'), and stepping before the first one stays put (null): the end is not known yet.
 */
export const galleryStep = (
  entries: GalleryEntry[],
  index: number,
  delta: 1 | -1,
  complete: boolean,
): GalleryEntry | 'load' | null => {
  if (entries.length === 0) return null;
  const next = index + delta;
  if (next >= entries.length) return complete ? (entries[0] ?? null) : 'load';
  if (next < 0) return complete ? (entries[entries.length - 1] ?? null) : null;
  return entries[next] ?? null;
};
