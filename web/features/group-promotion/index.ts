import { lazy } from 'react';

/**
 * The start page's group promotion box, loaded when the page draws it (not with the first page's
 * JavaScript), with its strings: all the start page carries is this wrapper.
 */
export const LazyGroupPromotion = lazy(() =>
  import('./load-promotion').then((module) => module.loadGroupPromotion()),
);
