import { randomBytes } from 'node:crypto';

/**
 * Entity ids are 24 hexadecimal characters: 4 bytes of seconds since the epoch, then 8 random bytes.
 * The spec requires this form for calendars in URLs (calendarIds filter); using it everywhere keeps
 * one id format, sorts roughly by creation time and cannot be guessed.
 */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** A random secret token, URL-safe, for sessions and authentication tokens. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
