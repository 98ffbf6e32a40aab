import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The cookie that makes a browser known (tables.ts). It signs nobody in: it only lets a sign-in tell
 * a browser the member used before from a new one.
 */
export const BROWSER_COOKIE = 'intranet_browser';
const LIFETIME_S = 2 * 365 * 24 * 60 * 60;

/** The browser's token as sent, if it looks like one of ours (anything else counts as none). */
export function browserTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[BROWSER_COOKIE];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

export function setBrowserCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(BROWSER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: LIFETIME_S,
  });
}
