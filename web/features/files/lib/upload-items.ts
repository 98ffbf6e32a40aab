import { extensionOf } from './file-type';

/** Part 1 section 3: an upload item and its states (section 4: the upload lifecycle). */
export type UploadState = 'uploading' | 'volatile' | 'published' | 'failed' | 'removed' | 'quarantine';

export type UploadItem = {
  clientId: string;
  name: string;
  type: string;
  size: number;
  extension: string;
  /** 0 to 100 */
  progress: number;
  state: UploadState;
  /** HTTP status of a failed upload (0 when the network failed). */
  status: number | null;
  /** Server id once the upload is stored (volatile or quarantine). */
  id: string | null;
};

export type UploadAction =
  | { type: 'added'; items: UploadItem[] }
  | { type: 'progress'; clientId: string; progress: number }
  | { type: 'succeeded'; clientId: string; id: string; quarantine: boolean }
  | { type: 'failed'; clientId: string; status: number }
  | { type: 'removed'; clientId: string }
  | { type: 'published'; ids: string[] }
  | { type: 'reset' };

export const newUploadItem = (file: { name: string; type: string; size: number }, clientId: string) =>
  ({
    clientId,
    name: file.name,
    type: file.type,
    size: file.size,
    extension: extensionOf(file.name),
    progress: 0,
    state: 'uploading',
    status: null,
    id: null,
  }) satisfies UploadItem;

const update = (items: UploadItem[], clientId: string, change: (item: UploadItem) => UploadItem) =>
  items.map((item) => (item.clientId === clientId ? change(item) : item));

/**
 * uploading -> volatile (or quarantine) on success, failed on error; volatile -> published when the
 * owning form is saved. Removing marks an item removed, except failed ones, which are simply dropped.
 * Late events for an item that was removed meanwhile change nothing.
 */
export const uploadReducer = (items: UploadItem[], action: UploadAction): UploadItem[] => {
  switch (action.type) {
    case 'added':
      return [...items, ...action.items];
    case 'progress':
      return update(items, action.clientId, (item) =>
        item.state === 'uploading'
          ? { ...item, progress: Math.max(item.progress, Math.min(100, Math.round(action.progress))) }
          : item,
      );
    case 'succeeded':
      return update(items, action.clientId, (item) =>
        item.state === 'uploading'
          ? { ...item, progress: 100, id: action.id, state: action.quarantine ? 'quarantine' : 'volatile' }
          : item,
      );
    case 'failed':
      return update(items, action.clientId, (item) =>
        item.state === 'uploading' ? { ...item, state: 'failed', status: action.status } : item,
      );
    case 'removed':
      return items.flatMap((item) => {
        if (item.clientId !== action.clientId) return [item];
        return item.state === 'failed' ? [] : [{ ...item, state: 'removed' as const }];
      });
    case 'published':
      return items.map((item) =>
        item.state === 'volatile' && item.id && action.ids.includes(item.id)
          ? { ...item, state: 'published' }
          : item,
      );
    case 'reset':
      return [];
  }
};

/** Items that take one of the allowed places: everything except removed and failed ones. */
export const countedItems = (items: UploadItem[]) =>
  items.filter((item) => item.state !== 'removed' && item.state !== 'failed');

export const isUploading = (items: UploadItem[]) => items.some((item) => item.state === 'uploading');

/** The uploads the owning form will publish. */
export const readyItems = (items: UploadItem[]) => items.filter((item) => item.state === 'volatile');

export const remainingSlots = (items: UploadItem[], max: number) => max - countedItems(items).length;

export type SubmitBlock = 'uploading' | 'too_many' | 'nothing_chosen' | 'all_removed' | 'nothing_ready';

/**
 * Part 1 section 5: submit is disabled while uploading, when the count is exceeded, when nothing is
 * chosen or when all are removed. Beyond the spec, a selection of only failed or quarantined items has
 * nothing to submit either. Returns why, or null when submit is allowed.
 */
export const submitBlock = (items: UploadItem[], max: number): SubmitBlock | null => {
  if (items.length === 0) return 'nothing_chosen';
  if (isUploading(items)) return 'uploading';
  if (countedItems(items).length > max) return 'too_many';
  if (items.every((item) => item.state === 'removed')) return 'all_removed';
  if (readyItems(items).length === 0) return 'nothing_ready';
  return null;
};

/** Optional maxFiles: a selection larger than the free places is cut to them. */
export const truncateSelection = <T>(files: T[], free: number) => ({
  kept: files.slice(0, Math.max(0, free)),
  dropped: Math.max(0, files.length - Math.max(0, free)),
});
