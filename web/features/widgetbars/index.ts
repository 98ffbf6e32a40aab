import { lazy } from 'react';
import { loadWidgetbarStrings } from './strings';

/**
 * A page's widget bar, loaded when the page draws it (not with the first page's JavaScript), with
 * its strings. Props: `slug` (`start`, `group`) and, for a group's bar, `groupId`.
 */
export const LazyWidgetBar = lazy(() =>
  Promise.all([loadWidgetbarStrings(), import('./widget-bar')]).then(([, module]) => ({
    default: module.WidgetBar,
  })),
);
