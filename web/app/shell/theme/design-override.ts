import { useSyncExternalStore } from 'react';
import type { Design } from '../../api/types';

/**
 * The design of the page being shown when it is not the network's (a group's pages show the group's
 * or its category's design). The group feature sets it while mounted; the shell reads it for the
 * header, banner, width and theme variables. Null means the network's design.
 */
let current: Design | null = null;
const listeners = new Set<() => void>();

export const setDesignOverride = (design: Design | null) => {
  if (design === current) return;
  current = design;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useDesignOverride = () => useSyncExternalStore(subscribe, () => current);
