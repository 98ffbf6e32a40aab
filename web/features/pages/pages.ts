/** The pages of the pages feature, each in its own chunk (the editor carries TipTap). */
export const index = () => import('./pages-index-page');
export const view = () => import('./page-view-page');
export const create = () => import('./page-new-page');
export const edit = () => import('./page-edit-page');
export const versions = () => import('./page-versions-page');
