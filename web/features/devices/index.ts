import { lazy } from 'react';

/** Push notifications on this browser, for the member's settings page (loaded when drawn). */
export const LazyPushSettings = lazy(() =>
  import('./load-push-settings').then((module) => module.loadPushSettings()),
);
