import type { RouteObject } from 'react-router';

/**
 * The files pages, relative to the shell (network) or to /groups/:groupSlug; the same list serves both,
 * the pages read the group from the URL. More specific paths win over `files/:fileId` by ranking.
 */
export const filesRoutes: RouteObject[] = [
  { path: 'files', lazy: () => import('./listing/files-root-page') },
  { path: 'files/folders/new', lazy: () => import('./folder-form/folder-form-page') },
  { path: 'files/folders/:folderId', lazy: () => import('./listing/folder-page') },
  { path: 'files/folders/:folderId/edit', lazy: () => import('./folder-form/folder-form-page') },
  { path: 'files/new', lazy: () => import('./new-files/new-files-page') },
  { path: 'files/approval', lazy: () => import('./approval/approval-page') },
  { path: 'files/:fileId', lazy: () => import('./file/file-page') },
];
