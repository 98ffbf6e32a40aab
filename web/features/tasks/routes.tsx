import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadTasksStrings } from './strings';

type ListsModule = Awaited<ReturnType<typeof import('./pages').lists>>;

const listPage = (path: string, pick: (module: ListsModule) => ComponentType): RouteObject => ({
  path,
  lazy: withStrings(loadTasksStrings, () =>
    import('./pages').then((pages) => pages.lists()).then((module) => ({ Component: pick(module) })),
  ),
});

/** The user bar's Tasks section: the lists, the notes and a task's page (static paths win over :taskId). */
export const tasksRoutes: RouteObject[] = [
  listPage('tasks', (m) => m.MyTasksPage),
  listPage('tasks/assigned', (m) => m.AssignedTasksPage),
  listPage('tasks/declined', (m) => m.DeclinedTasksPage),
  listPage('tasks/starred', (m) => m.StarredTasksPage),
  listPage('tasks/archive', (m) => m.ArchivedTasksPage),
  {
    path: 'tasks/notes',
    lazy: withStrings(loadTasksStrings, () => import('./pages').then((p) => p.notes())),
  },
  {
    path: 'tasks/:taskId',
    lazy: withStrings(loadTasksStrings, () => import('./pages').then((p) => p.task())),
  },
];

/** The group's Tasks tab: /groups/{slug}/tasks. */
export const groupTasksRoutes: RouteObject[] = [
  { path: 'tasks', lazy: withStrings(loadTasksStrings, () => import('./pages').then((p) => p.group())) },
];
