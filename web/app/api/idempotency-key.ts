/**
 * A random Idempotency-Key (contract/idempotency.ts): 32 hex characters. crypto.randomUUID exists only
 * in secure contexts, and intranets are sometimes served over plain http; getRandomValues is everywhere.
 */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
