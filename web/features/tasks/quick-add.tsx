import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_TITLE_MAX } from '../../../contract/tasks';
import { isApiError } from '../../app/api/client';
import { inputClasses } from '../../ui/form-field';
import { toast } from '../../ui/toaster';
import { useCreateTask } from './api/tasks';

/**
 * Adding a task from the keyboard: type the title and press Enter (the field stays for the next one);
 * Escape empties the field and leaves it. Details are set on the task's page.
 */
export const QuickAdd = ({ groupId }: { groupId?: string }) => {
  const { t } = useTranslation();
  const create = useCreateTask();
  const [title, setTitle] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setTitle('');
      event.currentTarget.blur();
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const text = title.trim();
    if (!text || create.isPending) return;
    create.mutate(
      { title: text, group_id: groupId ?? null },
      {
        onSuccess: () => setTitle(''),
        onError: (error) => {
          const key = isApiError(error) ? error.fields.title?.[0] : undefined;
          toast.error(t(key ?? 'js.saving_failure'));
        },
      },
    );
  };
  return (
    <div>
      <label htmlFor="task-quick-add" className="sr-only">
        {t('js.tasks.quick_add_label')}
      </label>
      <input
        id="task-quick-add"
        className={inputClasses}
        value={title}
        maxLength={TASK_TITLE_MAX}
        placeholder={t('js.tasks.quick_add_placeholder')}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={onKeyDown}
        aria-busy={create.isPending || undefined}
      />
    </div>
  );
};
