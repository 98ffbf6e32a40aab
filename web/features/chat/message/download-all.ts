import { apiFetch } from '../../../app/api/client';

/**
 * Part 1 section 7: a token for all files of the message, then a plain form POST of it, so the browser
 * streams the archive as a download instead of holding it in memory.
 */
export const downloadAllFiles = async (messageId: string) => {
  const { token } = await apiFetch<{ token: string }>('/api/v1/file_token', {
    method: 'POST',
    body: { chat_message_id: messageId },
  });
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = '/api/storage/v2/archive';
  form.style.display = 'none';
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'token';
  input.value = token;
  form.append(input);
  document.body.append(form);
  form.submit();
  form.remove();
};
