/**
 * Part 1 section 5: dropped files that are all images ask whether to attach them as images or files;
 * a mixed drop attaches files, up to the remaining places.
 */
export type DropDecision = { kind: 'ask' } | { kind: 'files'; accepted: number; dropped: number };

const isImage = (file: { type: string; name: string }) =>
  file.type.startsWith('image/') || /\.(png|jpe?g|gif|webp|avif|bmp|heic)$/i.test(file.name);

export const decideDrop = (
  files: Array<{ type: string; name: string }>,
  remainingFiles: number,
): DropDecision => {
  if (files.length > 0 && files.every(isImage)) return { kind: 'ask' };
  const accepted = Math.max(0, Math.min(files.length, remainingFiles));
  return { kind: 'files', accepted, dropped: files.length - accepted };
};
