import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { UploadItem } from '../../files';
import {
  countedItems,
  isUploading,
  newUploadItem,
  readyItems,
  uploadReducer,
} from '../../files/lib/upload-items';
import { sendUpload } from '../../files/upload/upload-request';

export type AttachmentKind = 'files' | 'images';

let sequence = 0;
const nextClientId = () => {
  sequence += 1;
  return `chat-upload-${Date.now().toString(36)}-${sequence}`;
};

/**
 * The composer's file and image attachments (composer state fileAttachments, imageAttachments):
 * items chosen in the upload modal arrive uploaded; dropped files upload here with progress.
 */
export const useComposerAttachments = () => {
  const [files, dispatchFiles] = useReducer(uploadReducer, []);
  const [images, dispatchImages] = useReducer(uploadReducer, []);
  const aborts = useRef(new Map<string, () => void>());

  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const abort of running.values()) abort();
    };
  }, []);

  // Reducer dispatchers never change, so this is stable too.
  const dispatchOf = useCallback(
    (kind: AttachmentKind) => (kind === 'files' ? dispatchFiles : dispatchImages),
    [],
  );

  const addUploaded = useCallback(
    (kind: AttachmentKind, items: UploadItem[]) => {
      dispatchOf(kind)({ type: 'added', items });
    },
    [dispatchOf],
  );

  const upload = useCallback(
    (kind: AttachmentKind, chosen: File[]) => {
      const dispatch = dispatchOf(kind);
      const created = chosen.map((file) => ({ file, item: newUploadItem(file, nextClientId()) }));
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
    [dispatchOf],
  );

  const remove = useCallback(
    (kind: AttachmentKind, clientId: string) => {
      aborts.current.get(clientId)?.();
      aborts.current.delete(clientId);
      dispatchOf(kind)({ type: 'removed', clientId });
    },
    [dispatchOf],
  );

  const clear = useCallback(() => {
    for (const abort of aborts.current.values()) abort();
    aborts.current.clear();
    dispatchFiles({ type: 'reset' });
    dispatchImages({ type: 'reset' });
  }, []);

  return useMemo(
    () => ({
      files: files.filter((item) => item.state !== 'removed'),
      images: images.filter((item) => item.state !== 'removed'),
      fileCount: countedItems(files).length,
      imageCount: countedItems(images).length,
      fileIds: readyItems(files).flatMap((item) => (item.id ? [item.id] : [])),
      imageIds: readyItems(images).flatMap((item) => (item.id ? [item.id] : [])),
      uploading: isUploading(files) || isUploading(images),
      addUploaded,
      upload,
      remove,
      clear,
    }),
    [files, images, addUploaded, upload, remove, clear],
  );
};

export type ComposerAttachments = ReturnType<typeof useComposerAttachments>;
