/**
 * Creates that the web app retries (appointments, calendars, messages, folders) carry this request
 * header: a random value made once per submit and sent again on each retry of it. The server answers
 * a retry with what the first request created (200) and creates nothing. A key belongs to the member
 * who sent it and is kept for a day; using it for a different request answers 422.
 * (No zod here: the web app's API client, on the first page, imports this.)
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,128}$/;
