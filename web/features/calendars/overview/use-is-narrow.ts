import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../lib/view-storage';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia?.(query);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** Below 768 px the overview always shows the list. */
export const useIsNarrow = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
