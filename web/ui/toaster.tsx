import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Toasts (sonner) load on first use, so pages that never toast do not pay for them. Part 1 section 9:
 * flash messages dismiss themselves after 5 s.
 */
export const TOAST_DURATION_MS = 5000;

type Kind = 'success' | 'error' | 'info';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

let requested = false;
const wakeUps = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

const show = (kind: Kind, message: string) => {
  requested = true;
  for (const wake of wakeUps) wake();
  void Promise.all([import('sonner'), mounted]).then(([sonner]) => sonner.toast[kind](message));
};

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};

/** Place once in the layout; it mounts sonner when the first toast is asked for. */
export const Toaster = () => {
  const [active, setActive] = useState(requested);
  useEffect(() => {
    const wake = () => setActive(true);
    wakeUps.add(wake);
    return () => {
      wakeUps.delete(wake);
    };
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster duration={TOAST_DURATION_MS} onMounted={markMounted} />
    </Suspense>
  );
};
