/**
 * A random id for one compose session (the send payload's client_id). crypto.randomUUID exists only
 * in secure contexts, and intranets are sometimes served over plain http; getRandomValues is everywhere.
 */
export const newClientId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
