/** The tasks pages, each in its own chunk; routes.tsx (in the router's table) imports only this. */
export const lists = () => import('./tasks-page');
export const task = () => import('./task-page');
export const notes = () => import('./notes-page');
export const group = () => import('./group-tasks-page');
