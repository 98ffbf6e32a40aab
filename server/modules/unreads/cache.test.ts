import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUnreadCache, UNREAD_CACHE_TTL_MS, type UnreadCounts } from './cache.js';

const counts = (Chat: number): UnreadCounts => ({ Activitystreams: 0, Calendars: 0, Messages: 0, Chat });

describe('unread cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps counts until evicted or expired, per member', async () => {
    const cache = createUnreadCache();
    const compute = vi.fn(async () => counts(1));
    await cache.get('a', compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.get('b', compute);
    expect(compute).toHaveBeenCalledTimes(2);
    cache.evict(['a']);
    await cache.get('a', compute);
    await cache.get('b', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(UNREAD_CACHE_TTL_MS);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('does not store a count that an eviction overtook, also among many evictions', async () => {
    const cache = createUnreadCache();
    let finish: (value: UnreadCounts) => void = () => {};
    const slow = cache.get('a', () => new Promise<UnreadCounts>((resolve) => (finish = resolve)));
    // Evictions of other members first (the sweep of old marks runs at most once a second), then ours.
    for (let i = 0; i < 100; i++) cache.evict([`m${i}`]);
    vi.advanceTimersByTime(5);
    cache.evict(['a']);
    finish(counts(7));
    expect((await slow).Chat).toBe(7);
    const fresh = vi.fn(async () => counts(8));
    expect((await cache.get('a', fresh)).Chat).toBe(8);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('stores a count that started after an eviction in the same millisecond', async () => {
    const cache = createUnreadCache();
    cache.evict('all');
    cache.evict(['a']);
    const compute = vi.fn(async () => counts(1));
    await cache.get('a', compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
