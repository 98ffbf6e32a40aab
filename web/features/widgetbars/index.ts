import { lazy } from 'react';

/**
 * A page's widget bar, loaded when the page draws it (not with the first page's JavaScript), with
 * its strings. Props: `slug` (`start`, `group`) and, for a group's bar, `groupId`. This wrapper is
 * all the start page carries (it joins the shell chunk); the strings loader stays in the bar's chunk.
 */
export const LazyWidgetBar = lazy(() => import('./load-widget-bar').then((module) => module.loadWidgetBar()));

/**
 * One widget in its card (props `widget`: a WidgetView, `timeZone`), for widgets embedded in pages.
 * Marked pure so the start page, which imports this file for the bar, does not carry it.
 */
export const LazyWidgetCard = /* @__PURE__ */ lazy(() =>
  import('./load-widget-card').then((module) => module.loadWidgetCard()),
);
