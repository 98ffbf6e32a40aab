/**
 * The administration lists' pages, each in its own chunk; routes.tsx imports only this small module,
 * which names the chunks.
 */
export const categories = () => import('./group-categories/categories-page');
export const newCategory = () =>
  import('./group-categories/category-form-page').then((m) => ({ Component: m.NewCategoryPage }));
export const editCategory = () =>
  import('./group-categories/category-form-page').then((m) => ({ Component: m.EditCategoryPage }));
export const categoryOrder = () => import('./group-categories/order-page');
export const tags = () => import('./tags/tags-page');
export const extensionFilter = () => import('./extension-filter/extension-filter-page');
export const appointmentCategories = () => import('./appointments/categories-page');
export const meetingRooms = () => import('./appointments/meeting-rooms-page');
