import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import type { Bus } from '../bus/bus.js';
import type { CurrentMember } from '../identity/viewer.js';
import { hashToken, loadSession } from './sessions.js';

/**
 * Remembers signed-in sessions for a few seconds so that a request does not cost a database round
 * trip before its handler runs (every request of the SPA, the unread polling, the chat). Without it
 * the session lookup dominated cheap routes: /unreads/features served 3 % of a bare route's rate.
 *
 * Ended sessions (sign-out, lock, password or factor change: see end-sessions.ts) and member changes
 * (locale) evict the entry here and, via the bus, on every other instance; the short lifetime bounds
 * what a lost bus message could leave. While the bus is degraded the cache is not trusted at all
 * (every request reads the database), and when the bus resumes it is emptied: an eviction may have
 * been lost meanwhile. Unknown tokens are never cached, so guessing tokens cannot fill the memory.
 */
export const SESSION_CACHE_TTL_MS = 15_000;
const MAX_ENTRIES = 20_000;
const CHANNEL = 'platform.sessions';

/**
 * What happened to sessions, as listeners on every instance hear it. `ended`: the member's sessions
 * named in `sessionIds` (all of them without it), except `except`, are gone. `member_changed`: the
 * member changed (locale, lock, role); their sessions are reloaded.
 * A session's id is the SHA-256 of its token (`CurrentMember.sessionTokenHash`).
 */
export type SessionChange =
  | { kind: 'ended'; memberId: string; sessionIds?: string[]; except?: string }
  | { kind: 'member_changed'; memberId: string };
export type SessionChangeListener = (change: SessionChange) => void | Promise<void>;

/** Whether an ended-sessions change covers this session of its member. */
export function endsSession(change: Extract<SessionChange, { kind: 'ended' }>, sessionId: string) {
  if (change.except === sessionId) return false;
  return !change.sessionIds || change.sessionIds.includes(sessionId);
}

type Entry = { member: CurrentMember; cachedAt: number };

export type SessionCache = {
  /** The session of a cookie token, as loadSession answers it, from memory when fresh. */
  load(token: string): Promise<{ member: CurrentMember; renewed: boolean } | null>;
  /** Sessions were deleted (use endSessions): forget them here and everywhere, and tell listeners. */
  ended(change: Omit<Extract<SessionChange, { kind: 'ended' }>, 'kind'>): Promise<void>;
  /** The member changed (locale, lock, role): reload their sessions everywhere. */
  evictMember(memberId: string): Promise<void>;
  /**
   * Hears every change of this instance at once and those of other instances over the bus (the chat
   * closes sockets of ended sessions). Returns a function that removes the listener.
   */
  onChange(listener: SessionChangeListener): () => void;
  close(): Promise<void>;
};

export async function createSessionCache(db: Db, bus: Bus, log: Logger): Promise<SessionCache> {
  const instanceId = randomBytes(8).toString('hex');
  const entries = new Map<string, Entry>();
  const listeners = new Set<SessionChangeListener>();

  const apply = async (change: SessionChange) => {
    for (const [hash, entry] of entries) {
      if (entry.member.id !== change.memberId) continue;
      if (change.kind === 'member_changed' || endsSession(change, hash)) entries.delete(hash);
    }
    await Promise.all(
      [...listeners].map(async (listener) => {
        try {
          await listener(change);
        } catch (err) {
          // A listener's failure must not undo the sign-out; the periodic checks catch up.
          log.error({ err, change: change.kind }, 'session change listener failed');
        }
      }),
    );
  };
  const unsubscribe = await bus.subscribe(CHANNEL, async (event) => {
    // This instance applied its own change before publishing it.
    if (event.payload.from === instanceId) return;
    const change = event.payload.change as SessionChange | undefined;
    if (change && typeof change.memberId === 'string') await apply(change);
  });
  const stopResume = bus.onResume(() => entries.clear());
  const broadcast = async (change: SessionChange) => {
    await apply(change);
    await bus.publish(CHANNEL, { type: change.kind, payload: { from: instanceId, change } });
  };

  return {
    async load(token) {
      const tokenHash = hashToken(token);
      const cached = entries.get(tokenHash);
      // A degraded bus may be losing evictions: only the database knows then.
      const trusted = bus.health() === 'ok';
      if (trusted && cached && Date.now() - cached.cachedAt < SESSION_CACHE_TTL_MS) {
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
    ended: (change) => broadcast({ kind: 'ended', ...change }),
    evictMember: (memberId) => broadcast({ kind: 'member_changed', memberId }),
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      stopResume();
      listeners.clear();
      await unsubscribe();
    },
  };
}
