import { lazy } from 'react';

/**
 * Renders nothing; keeps the tab's realtime socket open and calls `onChange` whenever the member's
 * unread counts changed elsewhere (the `unreads` push), and after a reconnect or a `catch_up`, when
 * pushes may have been lost. The chat transport loads with its first render.
 */
export const LiveUnreads = lazy(() => import('./live/live-unreads'));
