import { ApiError } from '../../app/api/client';

/**
 * Uploads a cropped image to the file storage (`POST /api/storage/images`); it stays a volatile
 * upload until the form that uses it is saved. Answers the upload's id.
 */
export async function uploadImage(image: Blob, name: string): Promise<string> {
  const body = new FormData();
  body.append('file', image, name);
  const response = await fetch('/api/storage/images', {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      code: `http_${response.status}`,
      message: response.statusText,
    });
  }
  return ((await response.json()) as { id: string }).id;
}
