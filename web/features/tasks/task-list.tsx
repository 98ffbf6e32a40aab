import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { ListTodo } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  type TaskList as ListName,
  TASK_DUE_FILTERS,
  TASK_PRIORITIES,
  TASK_SORTS,
  TASK_STATUSES,
  type Task,
  type TasksQuery,
} from '../../../contract/tasks';
import { Card } from '../../ui/card';
import { inputClasses } from '../../ui/form-field';
import { Pagination } from '../../ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useReorderTasks, useTasks } from './api/tasks';
import { QuickAdd } from './quick-add';
import { TaskRow } from './task-row';

const PER_PAGE = 25;

type Props = { list?: ListName; group?: { id: string; slug: string } };

const Filter = ({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) => (
  <label className="flex flex-col gap-1 text-xs font-medium text-muted">
    {label}
    <select
      name={name}
      className={inputClasses}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </label>
);

/**
 * A list of tasks (one of the member's lists, or a group's) with search, filters, sorting and pages
 * kept in the address, quick add, and dragging in the member's own order of "my".
 */
export const TaskListView = ({ list, group }: Props) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 375);
  const value = (key: string) => params.get(key) ?? '';
  const set = (key: string, next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(key, next);
        else copy.delete(key);
        if (key !== 'page') copy.delete('page');
        return copy;
      },
      { replace: true },
    );
  // Only the debounced text writes the address (set and params change on every render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text changes
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) set('q', q);
  }, [q]);
  const currentPage = Number(value('page')) || 1;
  const query: TasksQuery = {
    ...(list ? { list } : {}),
    status: (value('status') || undefined) as TasksQuery['status'],
    priority: (value('priority') || undefined) as TasksQuery['priority'],
    due: (value('due') || undefined) as TasksQuery['due'],
    sort: (value('sort') || undefined) as TasksQuery['sort'],
    q: q || undefined,
    page: currentPage,
    per: PER_PAGE,
  };
  const tasks = useTasks(query, group?.slug);
  const reorder = useReorderTasks();
  const [items, setItems] = useState<Task[]>([]);
  useEffect(() => {
    if (tasks.data) setItems(tasks.data.tasks);
  }, [tasks.data]);
  const filtered = Boolean(query.status || query.priority || query.due || query.q);
  const sortable =
    list === 'my' && (!query.sort || query.sort === 'manual') && !filtered && currentPage === 1;
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    const next = arrayMove(items, from, to);
    setItems(next);
    reorder.mutate(
      next.map((item) => item.id),
      {
        onError: () => {
          toast.error(t('js.tasks.order_failed'));
          void tasks.refetch();
        },
      },
    );
  };
  const showStatus = list !== 'my' && list !== 'archive';
  const sorts = TASK_SORTS.filter((sort) => sort !== 'manual' || list === 'my');
  const canCreate = tasks.data?.can.create ?? !group;
  const totalPages = tasks.data ? Math.ceil(tasks.data.total / PER_PAGE) : 0;

  return (
    <div className="space-y-4">
      {canCreate && (list === 'my' || group) ? <QuickAdd groupId={group?.id} /> : null}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <label className="col-span-2 flex flex-col gap-1 text-xs font-medium text-muted sm:col-span-1">
          {t('js.tasks.search')}
          <input
            type="search"
            className={inputClasses}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={200}
          />
        </label>
        {showStatus ? (
          <Filter
            name="status"
            label={t('js.tasks.filter.status')}
            value={value('status')}
            onChange={(next) => set('status', next)}
            options={[
              { value: '', label: t('js.tasks.status.default') },
              ...TASK_STATUSES.map((name) => ({ value: name, label: t(`js.tasks.status.${name}`) })),
            ]}
          />
        ) : null}
        <Filter
          name="priority"
          label={t('js.tasks.filter.priority')}
          value={value('priority')}
          onChange={(next) => set('priority', next)}
          options={[
            { value: '', label: t('js.tasks.any') },
            ...TASK_PRIORITIES.map((name) => ({ value: name, label: t(`js.tasks.priority.${name}`) })),
          ]}
        />
        <Filter
          name="due"
          label={t('js.tasks.filter.due')}
          value={value('due')}
          onChange={(next) => set('due', next)}
          options={[
            { value: '', label: t('js.tasks.any') },
            ...TASK_DUE_FILTERS.map((name) => ({ value: name, label: t(`js.tasks.due_filter.${name}`) })),
          ]}
        />
        <Filter
          name="sort"
          label={t('js.tasks.filter.sort')}
          value={value('sort') || (list === 'my' ? 'manual' : 'due')}
          onChange={(next) => set('sort', next)}
          options={sorts.map((name) => ({ value: name, label: t(`js.tasks.sort.${name}`) }))}
        />
      </div>
      <Card bodyClassName="p-0">
        {tasks.isPending ? (
          <LoadingState />
        ) : tasks.isError ? (
          <ErrorState className="m-5" onRetry={() => void tasks.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<ListTodo aria-hidden className="size-6" />}
            title={t(
              filtered ? 'js.tasks.empty_filtered' : `js.tasks.empty.${group ? 'group' : (list ?? 'my')}`,
            )}
          />
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
              <ul className="divide-y divide-border" aria-label={t('js.tasks.list_label')}>
                {items.map((task) => (
                  <TaskRow key={task.id} task={task} sortable={sortable && task.can.reorder} />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        )}
      </Card>
      <Pagination
        page={currentPage}
        totalPages={totalPages}
        onPageChange={(page) => set('page', String(page))}
      />
    </div>
  );
};
