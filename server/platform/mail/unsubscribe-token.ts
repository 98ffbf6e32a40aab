import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe (RFC 8058): the URL carries the member and the notification kind, signed with
 * a key derived from SESSION_SECRET, so it works without signing in and only for its own member and
 * kind. It never expires: a mail read months later must still unsubscribe.
 */
const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'mail', 'unsubscribe', 32));

const signature = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function unsubscribeToken(secret: string, memberId: string, kind: string): string {
  const payload = Buffer.from(JSON.stringify([memberId, kind])).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { memberId: string; kind: string } | null {
  const [payload, given, extra] = token.split('.');
  if (!payload || !given || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [memberId, kind] = value;
    return typeof memberId === 'string' && typeof kind === 'string' ? { memberId, kind } : null;
  } catch {
    return null;
  }
}

/** The API path that unsubscribes (POST, one click); the mail links it absolute to PUBLIC_URL. */
export const unsubscribePath = (token: string) => `/api/v1/unsubscribe/${token}`;
