import { createHash } from 'node:crypto';

/**
 * Generated avatars (initials on a colour derived from the member id) until the file storage module
 * serves uploaded pictures. The SVG holds only escaped text and is served with a CSP that forbids
 * scripts, so a name can never become markup.
 */
export const avatarPath = (memberId: string) => `/api/v1/members/${memberId}/avatar.svg`;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Up to two letters: first letters of first and last name (whole characters, not UTF-16 halves). */
export function initials(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  return (first(firstName) + first(lastName)).toUpperCase() || '?';
}

export function avatarSvg(memberId: string, letters: string): string {
  const digest = createHash('sha256').update(memberId).digest();
  const hue = digest.readUInt16BE(0) % 360;
  // Saturation and lightness chosen so that white initials keep a contrast above 4.5:1 on every hue.
  const background = `hsl(${hue}, 55%, 36%)`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80" role="img">',
    `<rect width="80" height="80" fill="${background}"/>`,
    '<text x="40" y="40" dy="0.35em" text-anchor="middle" fill="#ffffff" ',
    `font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="32" font-weight="600">`,
    `${escapeXml(letters)}</text></svg>`,
  ].join('');
}
