import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadFilesStrings } from './strings';

/**
 * The files pages, relative to the shell (network) or to /groups/:groupSlug; the same list serves both,
 * the pages read the group from the URL. More specific paths win over `files/:fileId` by ranking.
 */
export const filesRoutes: RouteObject[] = [
  { path: 'files', lazy: withStrings(loadFilesStrings, () => import('./listing/files-root-page')) },
  {
    path: 'files/folders/new',
    lazy: withStrings(loadFilesStrings, () => import('./folder-form/folder-form-page')),
  },
  {
    path: 'files/folders/:folderId',
    lazy: withStrings(loadFilesStrings, () => import('./listing/folder-page')),
  },
  {
    path: 'files/folders/:folderId/edit',
    lazy: withStrings(loadFilesStrings, () => import('./folder-form/folder-form-page')),
  },
  { path: 'files/new', lazy: withStrings(loadFilesStrings, () => import('./new-files/new-files-page')) },
  { path: 'files/approval', lazy: withStrings(loadFilesStrings, () => import('./approval/approval-page')) },
  { path: 'files/:fileId', lazy: withStrings(loadFilesStrings, () => import('./file/file-page')) },
];
