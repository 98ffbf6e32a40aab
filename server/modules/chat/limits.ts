import { CHAT_REQUESTS_PER_SECOND } from '../../../contract/chat.js';

export type Taken = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Requests per member over all their sockets of this instance: a token bucket of
 * CHAT_REQUESTS_PER_SECOND, refilled continuously. Per member, not per socket, so opening more
 * sockets buys no more requests (sockets per member are capped too: hub.ts).
 */
export class MemberRequestRate {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly perSecond = CHAT_REQUESTS_PER_SECOND) {}

  take(memberId: string, now = Date.now()): Taken {
    const bucket = this.buckets.get(memberId) ?? { tokens: this.perSecond, at: now };
    bucket.tokens = Math.min(this.perSecond, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(memberId, bucket);
    if (bucket.tokens < 1) {
      return { ok: false, retryAfterMs: Math.ceil(((1 - bucket.tokens) / this.perSecond) * 1000) };
    }
    bucket.tokens -= 1;
    return { ok: true };
  }

  /** Drops the buckets of members without sockets that have refilled (nothing left to remember). */
  prune(connected: (memberId: string) => boolean, now = Date.now()) {
    for (const [memberId, bucket] of this.buckets) {
      const full = bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.perSecond;
      if (full && !connected(memberId)) this.buckets.delete(memberId);
    }
  }
}
