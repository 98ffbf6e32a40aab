/**
 * The group administration pages, each in its own chunk; routes.tsx imports only this module, so
 * the route table stays small.
 */
export const newGroup = () => import('./form/new-group-page');
export const editGroup = () => import('./form/edit-group-page');
export const administration = () => import('./administration/main-page');
export const administrationMembers = () => import('./administration/members-page');
export const joinRequests = () => import('./administration/join-requests-page');
export const rejectJoinRequest = () => import('./administration/reject-page');
