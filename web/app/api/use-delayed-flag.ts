import { useEffect, useState } from 'react';

/** Turns true `delayMs` after mounting while `active`; used to stagger the shell's first requests. */
export const useDelayedFlag = (delayMs: number, active = true) => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setReady(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, active]);
  return active && ready;
};
