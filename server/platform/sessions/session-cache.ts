import type { Db } from '../../db/client.js';
import type { Bus } from '../bus/bus.js';
import type { CurrentMember } from './current-member.js';
import { hashToken, loadSession } from './sessions.js';

/**
 * Remembers signed-in sessions for a few seconds so that a request does not cost a database round
 * trip before its handler runs (every request of the SPA, the unread polling, the chat). Without it
 * the session lookup dominated cheap routes: /unreads/features served 3 % of a bare route's rate.
 *
 * Revocations (sign-out, a locked member) and member changes (locale) evict the entry here and, via
 * the bus, on every other instance; the short lifetime bounds what a lost bus message could leave.
 * Unknown tokens are never cached, so guessing tokens cannot fill the memory.
 */
export const SESSION_CACHE_TTL_MS = 15_000;
const MAX_ENTRIES = 20_000;
const CHANNEL = 'platform.sessions';

type Entry = { member: CurrentMember; cachedAt: number };

export type SessionCache = {
  /** The session of a cookie token, as loadSession answers it, from memory when fresh. */
  load(token: string): Promise<{ member: CurrentMember; renewed: boolean } | null>;
  /** The session was destroyed: forget it everywhere. */
  evictSession(tokenHash: string): Promise<void>;
  /** The member changed (locale, lock, role): reload their sessions everywhere. */
  evictMember(memberId: string): Promise<void>;
  close(): Promise<void>;
};

export async function createSessionCache(db: Db, bus: Bus): Promise<SessionCache> {
  const entries = new Map<string, Entry>();

  const dropLocal = (payload: Record<string, unknown>) => {
    if (typeof payload.tokenHash === 'string') entries.delete(payload.tokenHash);
    if (typeof payload.memberId === 'string') {
      for (const [hash, entry] of entries) if (entry.member.id === payload.memberId) entries.delete(hash);
    }
  };
  const unsubscribe = await bus.subscribe(CHANNEL, (event) => dropLocal(event.payload));
  const broadcast = async (payload: Record<string, string>) => {
    dropLocal(payload);
    await bus.publish(CHANNEL, { type: 'evict', payload });
  };

  return {
    async load(token) {
      const tokenHash = hashToken(token);
      const cached = entries.get(tokenHash);
      if (cached && Date.now() - cached.cachedAt < SESSION_CACHE_TTL_MS) {
        return { member: cached.member, renewed: false };
      }
      // loadSession also extends the session in the database (at most once a minute).
      const session = await loadSession(db, token);
      if (!session) {
        entries.delete(tokenHash);
        return null;
      }
      // Map keeps insertion order: dropping the first key drops the oldest entry.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.delete(tokenHash);
      entries.set(tokenHash, { member: session.member, cachedAt: Date.now() });
      return session;
    },
    evictSession: (tokenHash) => broadcast({ tokenHash }),
    evictMember: (memberId) => broadcast({ memberId }),
    close: unsubscribe,
  };
}
