import { useTranslation } from 'react-i18next';
import type { TaskList } from '../../../contract/tasks';
import { useDocumentTitle } from '../../app/use-document-title';
import { TaskListView } from './task-list';
import { TasksTabs } from './tasks-tabs';

/** /tasks and /tasks/{assigned,declined,starred,archive}: one of the member's lists. */
export const TasksPage = ({ list }: { list: TaskList }) => {
  const { t } = useTranslation();
  const title = t(`js.userbar.tasks.${list}`);
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <h1 className="text-2xl font-semibold text-ink">{t('js.userbar.tasks.title')}</h1>
      <TasksTabs />
      <p className="text-sm text-muted">{t(`js.tasks.intro.${list}`)}</p>
      {/* A key per list: filters and dragged order belong to the list shown. */}
      <TaskListView key={list} list={list} />
    </div>
  );
};

const listPage = (list: TaskList) => () => <TasksPage list={list} />;
export const MyTasksPage = listPage('my');
export const AssignedTasksPage = listPage('assigned');
export const DeclinedTasksPage = listPage('declined');
export const StarredTasksPage = listPage('starred');
export const ArchivedTasksPage = listPage('archive');
