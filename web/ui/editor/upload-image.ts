import { ApiError } from '../../app/api/client';

/** What `POST /api/storage/images` answers that the editor needs. */
type Uploaded = { id: string; name?: string; original_filename?: string };

/**
 * Uploads an image for the page or article being edited (a volatile upload of the member, which the
 * save publishes as its attachment) and answers the path the text shows it from.
 */
export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('name', file.name);
  if (file.type) form.append('type', file.type);
  form.append('file', file, file.name);
  const response = await fetch('/api/storage/images', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    throw new ApiError({ status: response.status, code: 'upload_failed', message: 'Upload failed' });
  }
  const uploaded = (await response.json()) as Uploaded;
  const name = encodeURIComponent(file.name.replace(/[/?#\\]/g, '_') || 'image');
  return `/api/storage/files/${uploaded.id}/get/${name}`;
}
