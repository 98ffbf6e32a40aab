import { filesPaths } from '../../../../contract/files';
import type { FileEntry } from '../api/files-types';

export type UploadCallbacks = {
  onProgress: (percent: number) => void;
  onSuccess: (file: FileEntry) => void;
  /** status 0 means the network failed before the server answered. */
  onFailure: (status: number) => void;
};

/**
 * POST /api/storage/{files|images} as multipart. XMLHttpRequest rather than fetch, because only it
 * reports upload progress. Returns the abort function.
 */
export const sendUpload = (
  file: File,
  kind: 'files' | 'images',
  callbacks: UploadCallbacks,
  externalId?: string,
): (() => void) => {
  const xhr = new XMLHttpRequest();
  const form = new FormData();
  form.append('name', file.name);
  if (file.type) form.append('type', file.type);
  if (externalId) form.append('external_id', externalId);
  // The file part comes last, so the server has read the text fields when the stream starts.
  form.append('file', file, file.name);
  xhr.open('POST', filesPaths.upload(kind));
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.withCredentials = true;
  xhr.upload.onprogress = (event) => {
    if (event.lengthComputable && event.total > 0) callbacks.onProgress((event.loaded / event.total) * 100);
  };
  xhr.onload = () => {
    if (xhr.status >= 200 && xhr.status < 300) {
      try {
        callbacks.onSuccess(JSON.parse(xhr.responseText) as FileEntry);
      } catch {
        callbacks.onFailure(500);
      }
    } else {
      callbacks.onFailure(xhr.status);
    }
  };
  xhr.onerror = () => callbacks.onFailure(0);
  xhr.send(form);
  return () => xhr.abort();
};
