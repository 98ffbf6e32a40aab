import { filesPaths } from '../../../../contract/files';
import type { FileEntry } from '../api/files-types';
import { fileUrl, opensInline } from '../lib/file-type';

/** Counts a view without waiting for it; a failed count must never stand in the way of the file. */
export const trackView = (id: string) => {
  void fetch(filesPaths.trackView(id), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  }).catch(() => undefined);
};

/** Where "open" leads: the inline rendering for image, pdf, html and text, otherwise the download. */
export const openTarget = (file: FileEntry) =>
  opensInline(file)
    ? { href: fileUrl(file.url), inline: true }
    : { href: fileUrl(file.url, { download: true }), inline: false };
