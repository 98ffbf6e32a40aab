import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from './notification-keys';
import { applyReadAnswer, refreshCounts } from './refresh-counts';
import type { UnreadNotifications } from './types';

/**
 * The badge never goes back up after the entries were read elsewhere: a count that left the server
 * before the read (a poll still on its way) must not land after the fresh one.
 */
const setUp = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers: Array<(count: number) => void> = [];
  const observer = new QueryObserver<UnreadNotifications>(client, {
    queryKey: notificationKeys.count,
    queryFn: () =>
      new Promise<UnreadNotifications>((resolve) => {
        answers.push((count) => resolve({ unread_count: count }));
      }),
  });
  const stop = observer.subscribe(() => undefined);
  const count = () => client.getQueryData<UnreadNotifications>(notificationKeys.count)?.unread_count;
  return { client, answers, count, stop };
};

let stopObserver: () => void = () => undefined;
afterEach(() => stopObserver());

describe('live counts', () => {
  it('drops an older count that arrives after the push of a read in another tab', async () => {
    const { client, answers, count, stop } = setUp();
    stopObserver = stop;
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    // The poll asked before the other tab read everything; then the push arrives.
    const refreshing = refreshCounts(client);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(0);
    await refreshing;
    answers[0]?.(3);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(count()).toBe(0);
  });

  it('keeps the answer of "mark all as read" over a poll that was still on its way', async () => {
    const { client, answers, count, stop } = setUp();
    stopObserver = stop;
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await applyReadAnswer(client, { unread_count: 0 });
    answers[0]?.(5);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(count()).toBe(0);
  });

  it('shows a newer, higher count: only stale counts are dropped', async () => {
    const { client, answers, count, stop } = setUp();
    stopObserver = stop;
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.(1);
    await vi.waitFor(() => expect(count()).toBe(1));
    const refreshing = refreshCounts(client);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(2);
    await refreshing;
    expect(count()).toBe(2);
  });
});
