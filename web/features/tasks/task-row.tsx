import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CalendarClock, GripVertical, Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task } from '../../../contract/tasks';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { Badge } from '../../ui/badge';
import { cn } from '../../ui/cn';
import { useTaskAction } from './api/tasks';

/** When the task is due: the day for date-only tasks, day and time (in the member's zone) otherwise. */
export const DueText = ({ task }: { task: Task }) => {
  if (!task.due) return null;
  return <>{task.due.time ? formatDateTime(task.due.at) : formatDate(`${task.due.date}T12:00:00Z`, 'UTC')}</>;
};

const PRIORITY_TONE = { none: 'neutral', low: 'neutral', normal: 'primary', high: 'danger' } as const;

type RowProps = { task: Task; sortable: boolean };

/** One task in a list: done box, title, due date, priority, assignees, group and star. */
export const TaskRow = ({ task, sortable }: RowProps) => {
  const { t } = useTranslation();
  const action = useTaskAction();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    disabled: !sortable,
  });
  const done = task.done_at !== null;
  const pending = task.my_assignment?.state === 'pending';
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex items-start gap-3 bg-surface px-4 py-3', isDragging && 'relative z-10 shadow-md')}
      data-testid="task-row"
    >
      {sortable ? (
        <button
          type="button"
          {...attributes}
          {...listeners}
          aria-label={t('js.tasks.move', { title: task.title })}
          className="mt-0.5 cursor-grab touch-none rounded p-0.5 text-subtle hover:text-ink focus-visible:outline-2 focus-visible:outline-(--color-primary)"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      ) : null}
      <input
        type="checkbox"
        className="mt-1 size-4 accent-(--color-primary)"
        checked={done}
        disabled={!task.can.complete || action.isPending}
        aria-label={t(done ? 'js.tasks.mark_open' : 'js.tasks.mark_done', { title: task.title })}
        onChange={(event) =>
          action.mutate({ id: task.id, action: { kind: 'done', on: event.target.checked } })
        }
      />
      <div className="min-w-0 flex-1">
        <Link
          to={`/tasks/${task.id}`}
          className={cn('font-medium text-ink hover:underline', done && 'text-muted line-through')}
        >
          {task.title}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
          {task.due ? (
            <span className={cn('inline-flex items-center gap-1', task.overdue && 'font-medium text-danger')}>
              <CalendarClock aria-hidden className="size-3.5" />
              {task.overdue ? `${t('js.tasks.overdue')}: ` : null}
              <DueText task={task} />
            </span>
          ) : null}
          {task.priority !== 'none' ? (
            <Badge tone={PRIORITY_TONE[task.priority]}>{t(`js.tasks.priority.${task.priority}`)}</Badge>
          ) : null}
          {pending ? <Badge tone="warning">{t('js.tasks.awaiting_answer')}</Badge> : null}
          {task.assignees.length > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden className="size-3.5" />
              {task.assignees.map((assignee) => assignee.member.name).join(', ')}
            </span>
          ) : null}
          {task.group ? <span>{task.group.name}</span> : null}
          {task.checklist.length > 0 ? (
            <span>
              {t('js.tasks.checklist_progress', {
                done: task.checklist.filter((item) => item.done).length,
                count: task.checklist.length,
              })}
            </span>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        className="rounded p-1 text-subtle hover:text-ink"
        aria-pressed={task.starred}
        aria-label={t(task.starred ? 'js.tasks.unstar' : 'js.tasks.star', { title: task.title })}
        onClick={() => action.mutate({ id: task.id, action: { kind: 'star', on: !task.starred } })}
      >
        <Star aria-hidden className={cn('size-4', task.starred && 'fill-current text-warning')} />
      </button>
    </li>
  );
};
