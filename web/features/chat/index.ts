import { lazy } from 'react';

/**
 * Renders nothing; keeps the tab's realtime socket open and calls `onChange` whenever the member's
 * unread counts changed elsewhere (the `unreads` push), and after a reconnect or a `catch_up`, when
 * pushes may have been lost. The chat transport loads with its first render.
 */
export const LiveUnreads = lazy(() => import('./live/live-unreads'));

/**
 * Renders nothing; joins a live topic of another feature (`app-wall:<appId>`) on the tab's realtime
 * socket and calls `onPush` with each push of `event` on it, and with null when pushes may have been
 * lost (reconnect, `catch_up`). The server checks who may hear the topic.
 */
export const LiveTopic = lazy(() => import('./live/live-topic'));
