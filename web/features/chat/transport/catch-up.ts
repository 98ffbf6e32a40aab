/** A catch-up that failed is tried again after this, doubling per failure up to the maximum. */
export const CATCH_UP_RETRY_MIN_MS = 1_000;
export const CATCH_UP_RETRY_MAX_MS = 30_000;

/** The earlier of two ISO times; null counts as "nothing asked". */
const earlier = (a: string | null, b: string | null) => {
  if (a === null) return b;
  if (b === null) return a;
  return new Date(a).getTime() <= new Date(b).getTime() ? a : b;
};

export const backoff = (failures: number, min: number, max: number) =>
  Math.min(max, min * 2 ** Math.max(0, failures - 1));

/**
 * Runs the session's catch-up (after a reconnect, on the server's catch_up push, after a gap): one
 * run at a time, and a request during a run makes it run once more, from the earliest `since` asked
 * for. A failed run is not forgotten: the catch-up reads as stale (the banner shows it) and runs again
 * after a growing pause, until one succeeds.
 */
export class CatchUp {
  private running: Promise<void> | null = null;
  private wanted = false;
  private since: string | null = null;
  private failures = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private stale = false;
  private stopped = false;
  private readonly staleHandlers = new Set<() => void>();

  constructor(private readonly run: (since: string | null) => Promise<void>) {}

  get isStale() {
    return this.stale;
  }

  onStale(handler: () => void) {
    this.staleHandlers.add(handler);
    return () => void this.staleHandlers.delete(handler);
  }

  /** Asks for a catch-up; edits and deletions are fetched from `since` on when given. */
  request(since: string | null = null): Promise<void> {
    this.since = earlier(this.since, since);
    this.wanted = true;
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
    this.running ??= this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  stop() {
    this.stopped = true;
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
  }

  private async loop() {
    while (this.wanted && !this.stopped) {
      this.wanted = false;
      const since = this.since;
      this.since = null;
      try {
        await this.run(since);
      } catch {
        this.since = earlier(this.since, since);
        this.failures += 1;
        this.setStale(true);
        if (this.stopped) return;
        const delay = backoff(this.failures, CATCH_UP_RETRY_MIN_MS, CATCH_UP_RETRY_MAX_MS);
        this.retry = setTimeout(() => void this.request(), delay);
        return;
      }
      this.failures = 0;
    }
    this.setStale(false);
  }

  private setStale(stale: boolean) {
    if (this.stale === stale) return;
    this.stale = stale;
    for (const handler of this.staleHandlers) handler();
  }
}
