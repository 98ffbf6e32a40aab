/** Part 1 section 9: unread counters are polled every 60 s, starting 250 ms and 500 ms after sign-in. */
export const UNREAD_POLL_MS = 60_000;
export const UNREAD_FEATURES_DELAY_MS = 250;
export const UNREAD_ACTIVITIES_DELAY_MS = 500;
