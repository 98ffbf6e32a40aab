import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from './sessions.js';

/** HttpOnly so scripts cannot read it, SameSite=Lax so other sites cannot send it with unsafe requests. */
const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax', path: '/', secure }) as const;

/** Sets (or renews) the session cookie; it lives as long as the session row. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(secure), maxAge: SESSION_LIFETIME_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(secure));
}
