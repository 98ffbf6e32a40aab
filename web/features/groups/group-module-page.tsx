import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/states';
import { useGroupContext } from './group-context';

/** Group tabs of modules that are not built yet (activities, calendar, tasks, files): said plainly. */
export const GroupModulePage = () => {
  const { t } = useTranslation();
  const { group } = useGroupContext();
  return (
    <Card>
      <EmptyState
        icon={<Construction aria-hidden className="size-6" />}
        title={t('js.groups.module_not_available')}
        description={t('js.groups.module_not_available_text', { group: group.name })}
      />
    </Card>
  );
};

export { GroupModulePage as Component };
