import { extensionOf } from './file-type';

/** network.config.files.extension_filter */
export type ExtensionFilter = { enabled: boolean; mode: 'allow' | 'deny'; extensions: string[] };

const normalise = (extension: string) => extension.trim().toLowerCase().replace(/^\./, '');

/** Whether a file name passes the filter: allow mode accepts only listed extensions, deny mode rejects them. */
export const isExtensionAccepted = (name: string, filter: ExtensionFilter | undefined) => {
  if (!filter?.enabled) return true;
  const listed = new Set(filter.extensions.map(normalise));
  const extension = extensionOf(name);
  return filter.mode === 'allow' ? listed.has(extension) : !listed.has(extension);
};

export type FilterResult<T> = { accepted: T[]; rejected: T[] };

/** Splits a selection into what may be uploaded and what the filter rejects, before anything is sent. */
export const applyExtensionFilter = <T extends { name: string }>(
  files: T[],
  filter: ExtensionFilter | undefined,
): FilterResult<T> => {
  const accepted: T[] = [];
  const rejected: T[] = [];
  for (const file of files) (isExtensionAccepted(file.name, filter) ? accepted : rejected).push(file);
  return { accepted, rejected };
};

export type FilterMessage =
  | { key: 'js.files.uploader.extension_rejected_allow_list'; names: string; allowed: string }
  | { key: 'js.files.uploader.extension_rejected'; names: string };

/**
 * Part 1 section 8: the rejection names the files, and in allow mode also the accepted extensions
 * (the two variants of the message).
 */
export const rejectionMessage = (
  rejected: { name: string }[],
  filter: ExtensionFilter | undefined,
): FilterMessage | null => {
  if (!rejected.length || !filter) return null;
  const names = rejected.map((file) => file.name).join(', ');
  if (filter.mode === 'allow') {
    return {
      key: 'js.files.uploader.extension_rejected_allow_list',
      names,
      allowed: filter.extensions.map(normalise).join(', '),
    };
  }
  return { key: 'js.files.uploader.extension_rejected', names };
};

/** The value of the file input's accept attribute in allow mode, so the picker offers the right files. */
export const acceptAttribute = (filter: ExtensionFilter | undefined) =>
  filter?.enabled && filter.mode === 'allow'
    ? filter.extensions.map((extension) => `.${normalise(extension)}`).join(',')
    : undefined;
