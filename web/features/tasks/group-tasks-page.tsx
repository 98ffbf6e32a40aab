import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';
import { useGroupContext } from '../groups';
import { TaskListView } from './task-list';

/** /groups/{slug}/tasks: the group's open tasks, with the same list as the member's own. */
export const GroupTasksPage = () => {
  const { t } = useTranslation();
  const { group } = useGroupContext();
  useDocumentTitle(`${t('js.userbar.tasks.title')} – ${group.name}`);
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-ink">{t('js.userbar.tasks.title')}</h2>
      <TaskListView group={{ id: group.id, slug: group.slug }} />
    </div>
  );
};

export { GroupTasksPage as Component };
