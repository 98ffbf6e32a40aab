import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetwork } from '../../../app/api/use-network';
import { toast } from '../../../ui/toaster';
import { applyExtensionFilter, type ExtensionFilter, rejectionMessage } from '../lib/extension-filter';
import {
  countedItems,
  isUploading,
  newUploadItem,
  readyItems,
  remainingSlots,
  submitBlock,
  truncateSelection,
  type UploadItem,
  uploadReducer,
} from '../lib/upload-items';
import { sendUpload } from './upload-request';

/** Part 1 section 9: the upload modal's default cap. */
export const DEFAULT_MAX_FILES = 10;

export type UploadKind = 'files' | 'images';

export type UploaderOptions = {
  kind?: UploadKind;
  /** The most files the owner accepts; a larger selection is truncated with a toast. */
  maxFiles?: number;
  /** The toast (i18n key with {{count}}) when a selection is cut to `maxFiles`. */
  tooManyMessage?: string;
};

export type Uploader = {
  items: UploadItem[];
  /** Items that still count (not removed or failed). */
  visibleItems: UploadItem[];
  max: number;
  remaining: number;
  block: ReturnType<typeof submitBlock>;
  filter: ExtensionFilter | undefined;
  /** Whether an upload is still running. */
  uploading: boolean;
  /** The server ids of the volatile uploads the owner will publish. */
  readyIds: string[];
  addFiles: (files: File[]) => void;
  /** Adds items another uploader already stored (the upload modal's). */
  addUploaded: (items: UploadItem[]) => void;
  remove: (clientId: string) => void;
  markPublished: (ids: string[]) => void;
  reset: () => void;
};

let sequence = 0;
const nextClientId = () => {
  sequence += 1;
  return `upload-${Date.now().toString(36)}-${sequence}`;
};

/**
 * The one upload hook: uploads chosen files at once, one request each with its own progress, and keeps
 * the upload items of part 1 section 3. The owner (upload modal, new-files form, message composer, chat
 * composer) publishes the volatile ids.
 */
export const useUploader = ({
  kind = 'files',
  maxFiles,
  tooManyMessage = 'js.files.uploader.max_files_reached',
}: UploaderOptions = {}): Uploader => {
  const { t } = useTranslation();
  const network = useNetwork();
  const filter = network.data?.config.files.extension_filter;
  const max = maxFiles ?? DEFAULT_MAX_FILES;
  const [items, dispatch] = useReducer(uploadReducer, []);
  const aborts = useRef(new Map<string, () => void>());
  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const abort of running.values()) abort();
    };
  }, []);

  const addFiles = useCallback(
    (files: File[]) => {
      const { accepted, rejected } = applyExtensionFilter(files, filter);
      const message = rejectionMessage(rejected, filter);
      if (message) toast.error(t(message.key, message));
      const { kept, dropped } = truncateSelection(accepted, max - countedItems(itemsRef.current).length);
      if (dropped > 0) toast.error(t(tooManyMessage, { count: max }));
      const created = kept.map((file) => ({ file, item: newUploadItem(file, nextClientId()) }));
      if (!created.length) return;
      dispatch({ type: 'added', items: created.map(({ item }) => item) });
      for (const { file, item } of created) {
        const { clientId } = item;
        const abort = sendUpload(file, kind, {
          onProgress: (progress) => dispatch({ type: 'progress', clientId, progress }),
          onSuccess: (entry) => {
            aborts.current.delete(clientId);
            dispatch({ type: 'succeeded', clientId, id: entry.id, quarantine: entry.state === 'quarantine' });
          },
          onFailure: (status) => {
            aborts.current.delete(clientId);
            dispatch({ type: 'failed', clientId, status });
          },
        });
        aborts.current.set(clientId, abort);
      }
    },
    [filter, kind, max, t, tooManyMessage],
  );

  const addUploaded = useCallback(
    (uploaded: UploadItem[]) => dispatch({ type: 'added', items: uploaded }),
    [],
  );

  const remove = useCallback((clientId: string) => {
    aborts.current.get(clientId)?.();
    aborts.current.delete(clientId);
    dispatch({ type: 'removed', clientId });
  }, []);

  const markPublished = useCallback((ids: string[]) => dispatch({ type: 'published', ids }), []);
  const reset = useCallback(() => {
    for (const abort of aborts.current.values()) abort();
    aborts.current.clear();
    dispatch({ type: 'reset' });
  }, []);

  return useMemo(
    () => ({
      items,
      visibleItems: items.filter((item) => item.state !== 'removed'),
      max,
      remaining: remainingSlots(items, max),
      block: submitBlock(items, max),
      filter,
      uploading: isUploading(items),
      readyIds: readyItems(items).flatMap((item) => (item.id ? [item.id] : [])),
      addFiles,
      addUploaded,
      remove,
      markPublished,
      reset,
    }),
    [items, max, filter, addFiles, addUploaded, remove, markPublished, reset],
  );
};
