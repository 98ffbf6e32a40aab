import { describe, expect, it } from 'vitest';
import { type GalleryEntry, galleryIndex, galleryStep } from './gallery';

const entry = (messageId: string, id: string): GalleryEntry => ({
  messageId,
  image: { id, original_filename: `${id}.png` },
});
const entries = [entry('m3', 'a'), entry('m3', 'b'), entry('m1', 'c')];

describe('gallery over the chat images', () => {
  it('finds an image by message and id', () => {
    expect(galleryIndex(entries, 'm3', 'b')).toBe(1);
    expect(galleryIndex(entries, 'm1', 'b')).toBe(-1);
  });

  it('steps across messages and wraps around once every image is known', () => {
    expect(galleryStep(entries, 1, 1, true)).toEqual(entry('m1', 'c'));
    expect(galleryStep(entries, 2, 1, true)).toEqual(entry('m3', 'a'));
    expect(galleryStep(entries, 0, -1, true)).toEqual(entry('m1', 'c'));
  });

  it('loads the next page past the last loaded image, and does not wrap while pages remain', () => {
    expect(galleryStep(entries, 2, 1, false)).toBe('load');
    expect(galleryStep(entries, 0, -1, false)).toBeNull();
    expect(galleryStep([], 0, 1, true)).toBeNull();
  });
});
