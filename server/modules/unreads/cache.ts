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

type Entry = { counts: UnreadCounts; cachedAt: number; generation: number };

export type UnreadCache = {
  get(memberId: string, generation: number, compute: () => Promise<UnreadCounts>): Promise<UnreadCounts>;
  evict(memberIds: string[] | 'all'): void;
};

export function createUnreadCache(): UnreadCache {
  const entries = new Map<string, Entry>();
  // When members were last evicted, so that a count that started before an eviction is not stored.
  const evictions = { all: 0, byMember: new Map<string, number>(), sweptAt: 0 };
  const evictedSince = (memberId: string, since: number) =>
    evictions.all >= since || (evictions.byMember.get(memberId) ?? 0) >= since;

  return {
    async get(memberId, generation, compute) {
      const entry = entries.get(memberId);
      if (entry && entry.generation === generation && Date.now() - entry.cachedAt < UNREAD_CACHE_TTL_MS) {
        return entry.counts;
      }
      const cachedAt = Date.now();
      const counts = await compute();
      // Map keeps insertion order: dropping the first key drops the oldest entry.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.delete(memberId);
      // An eviction that arrived while counting wins: its entry would already be stale.
      if (!evictedSince(memberId, cachedAt)) entries.set(memberId, { counts, cachedAt, generation });
      return counts;
    },
    evict(memberIds) {
      const now = Date.now();
      if (memberIds === 'all') {
        evictions.all = now;
        entries.clear();
        return;
      }
      for (const id of memberIds) {
        entries.delete(id);
        evictions.byMember.set(id, now);
      }
      // Marks only matter for counts still running; ten seconds cover any count query. Swept once a
      // second at most: a busy chat evicts fifty members a hundred times a second.
      if (now - evictions.sweptAt < 1_000) return;
      evictions.sweptAt = now;
      for (const [id, at] of evictions.byMember)
        if (now - at > MARK_LIFETIME_MS) evictions.byMember.delete(id);
    },
  };
}
