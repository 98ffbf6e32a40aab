/** The editor pages, each in its own chunk; routes.tsx imports only this module. */
export const widgets = () => import('./widgets-page');
export const newWidget = () => import('./widget-edit-page');
export const editWidget = () =>
  import('./widget-edit-page').then((module) => ({ Component: module.EditWidgetPage }));
export const layoutEdit = () => import('./layout-edit-page');
