/**
 * Unread counts per member, kept in memory until something changes them. Every open tab polls
 * /unreads/features once a minute; without this each poll would run every module's count query.
 *
 * Modules that change a member's unread state call `unreadsChanged` (service.ts), which travels over
 * the bus to every instance and evicts the entries here. The lifetime below bounds the staleness if an
 * event is lost (Redis pub/sub does not store events): it equals the browser's polling interval.
 */
export const UNREAD_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;
/** How long an eviction mark outlives it: longer than any count query. */
const MARK_LIFETIME_MS = 10_000;

export type UnreadCounts = { Activitystreams: number; Calendars: number; Messages: number; Chat: number };

type Entry = { counts: UnreadCounts; cachedAt: number };

export type UnreadCache = {
  get(memberId: string, compute: () => Promise<UnreadCounts>): Promise<UnreadCounts>;
  evict(memberIds: string[] | 'all'): void;
};

export function createUnreadCache(): UnreadCache {
  const entries = new Map<string, Entry>();
  // Evictions are numbered, so that a count that started before an eviction is not stored. A number
  // rather than a time: an eviction and a count in the same millisecond must still be told apart.
  const evictions = { seq: 0, all: 0, byMember: new Map<string, { seq: number; at: number }>(), sweptAt: 0 };
  const evictedAfter = (memberId: string, seq: number) =>
    evictions.all > seq || (evictions.byMember.get(memberId)?.seq ?? 0) > seq;

  return {
    async get(memberId, compute) {
      const entry = entries.get(memberId);
      if (entry && Date.now() - entry.cachedAt < UNREAD_CACHE_TTL_MS) {
        return entry.counts;
      }
      const cachedAt = Date.now();
      const startedAfter = evictions.seq;
      const counts = await compute();
      // Map keeps insertion order: dropping the first key drops the oldest entry.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.delete(memberId);
      // An eviction that arrived while counting wins: its entry would already be stale.
      if (!evictedAfter(memberId, startedAfter)) entries.set(memberId, { counts, cachedAt });
      return counts;
    },
    evict(memberIds) {
      const now = Date.now();
      evictions.seq += 1;
      if (memberIds === 'all') {
        evictions.all = evictions.seq;
        entries.clear();
        return;
      }
      for (const id of memberIds) {
        entries.delete(id);
        evictions.byMember.set(id, { seq: evictions.seq, at: now });
      }
      // Marks only matter for counts still running; ten seconds cover any count query. Swept once a
      // second at most: a busy chat evicts fifty members a hundred times a second.
      if (now - evictions.sweptAt < 1_000) return;
      evictions.sweptAt = now;
      for (const [id, mark] of evictions.byMember)
        if (now - mark.at > MARK_LIFETIME_MS) evictions.byMember.delete(id);
    },
  };
}
