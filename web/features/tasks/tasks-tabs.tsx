import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { TASK_TABS } from '../../../contract/tasks';
import { cn } from '../../ui/cn';

/** The Tasks section's lists and notes as tabs (links, like the user bar's entries). */
export const TasksTabs = () => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('js.userbar.tasks.title')} className="flex flex-wrap gap-1 border-b border-border">
      {TASK_TABS.map((tab) => (
        <NavLink
          key={tab}
          to={tab === 'my' ? '/tasks' : `/tasks/${tab}`}
          end
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              isActive ? 'border-(--color-primary) text-ink' : 'border-transparent text-muted hover:text-ink',
            )
          }
        >
          {t(`js.userbar.tasks.${tab}`)}
        </NavLink>
      ))}
    </nav>
  );
};
