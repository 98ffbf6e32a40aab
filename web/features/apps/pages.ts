/** The pages of the apps feature, each in its own chunk. */
export const index = () => import('./apps-index-page');
export const create = () => import('./app-new-page');
export const edit = () => import('./app-edit-page');
export const view = () => import('./app-page');
export const item = () => import('./item-page');
export const itemForm = () => import('./item-form-page');
export const layout = () => import('./layout-edit-page');
