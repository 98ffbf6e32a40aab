/** Part 2 section 9: after adding participants the appointment is reloaded after 3, 9 and 18 s. */
export const PARTICIPANT_RELOAD_DELAYS_MS = [3000, 9000, 18000] as const;

/** Schedules the reloads; returns a function that cancels those still pending. */
export const scheduleReloads = (
  reload: () => void,
  delays: readonly number[] = PARTICIPANT_RELOAD_DELAYS_MS,
) => {
  const timers = delays.map((delay) => setTimeout(reload, delay));
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
};
