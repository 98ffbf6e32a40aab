/**
 * The group administration pages, each in its own chunk; routes.tsx imports only this module, so
 * the route table stays small.
 */
export const newGroup = () => import('./form/new-group-page');
export const editGroup = () => import('./form/edit-group-page');
