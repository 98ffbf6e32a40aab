import { Paperclip, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Task } from '../../../contract/tasks';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { cn } from '../../ui/cn';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { AnswerPanel } from './answer-panel';
import { useDeleteTask, useTask, useTaskAction } from './api/tasks';
import { TaskForm } from './task-form';
import { DueText } from './task-row';
import { TasksTabs } from './tasks-tabs';

const ASSIGNMENT_TONE = { pending: 'warning', accepted: 'success', declined: 'danger' } as const;

const TaskDetails = ({ task }: { task: Task }) => {
  const { t } = useTranslation();
  const action = useTaskAction();
  const navigate = useNavigate();
  const destroy = useDeleteTask();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const done = task.done_at !== null;
  const toggle = (kind: 'done' | 'archive' | 'star', on: boolean) =>
    action.mutate(
      { id: task.id, action: { kind, on } },
      { onError: () => toast.error(t('js.saving_failure')) },
    );
  if (editing) {
    return (
      <Card>
        <TaskForm task={task} onDone={() => setEditing(false)} />
      </Card>
    );
  }
  return (
    <Card>
      <div className="space-y-5">
        <div className="flex items-start gap-3">
          <h1 className={cn('flex-1 text-2xl font-semibold text-ink', done && 'text-muted line-through')}>
            {task.title}
          </h1>
          <button
            type="button"
            className="rounded p-1 text-subtle hover:text-ink"
            aria-pressed={task.starred}
            aria-label={t(task.starred ? 'js.tasks.unstar' : 'js.tasks.star', { title: task.title })}
            onClick={() => toggle('star', !task.starred)}
          >
            <Star aria-hidden className={cn('size-5', task.starred && 'fill-current text-warning')} />
          </button>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted">{t('js.tasks.fields.creator')}</dt>
          <dd>{task.creator?.name ?? '–'}</dd>
          {task.group ? (
            <>
              <dt className="text-muted">{t('js.tasks.fields.group')}</dt>
              <dd>
                <Link className="text-primary hover:underline" to={`/groups/${task.group.slug}/tasks`}>
                  {task.group.name}
                </Link>
              </dd>
            </>
          ) : null}
          <dt className="text-muted">{t('js.tasks.fields.due')}</dt>
          <dd className={cn(task.overdue && 'font-medium text-danger')}>
            {task.due ? <DueText task={task} /> : t('js.tasks.no_due')}
            {task.overdue ? ` (${t('js.tasks.overdue')})` : null}
          </dd>
          <dt className="text-muted">{t('js.tasks.fields.priority')}</dt>
          <dd>{t(`js.tasks.priority.${task.priority}`)}</dd>
          <dt className="text-muted">{t('js.tasks.fields.status')}</dt>
          <dd>
            {t(
              task.archived_at
                ? 'js.tasks.state.archived'
                : done
                  ? 'js.tasks.state.done'
                  : 'js.tasks.state.open',
            )}
          </dd>
        </dl>
        {task.description_html ? <SanitizedHtml html={task.description_html} /> : null}
        {task.checklist.length > 0 ? (
          <section aria-labelledby="task-checklist" className="space-y-2">
            <h2 id="task-checklist" className="font-medium text-ink">
              {t('js.tasks.fields.checklist')}
            </h2>
            <ul className="space-y-1">
              {task.checklist.map((item) => (
                <li key={item.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-(--color-primary)"
                      checked={item.done}
                      disabled={!task.can.complete}
                      onChange={(event) =>
                        action.mutate({
                          id: task.id,
                          action: { kind: 'checklist', itemId: item.id, done: event.target.checked },
                        })
                      }
                    />
                    <span className={cn(item.done && 'text-muted line-through')}>{item.text}</span>
                  </label>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {task.attachments.length > 0 ? (
          <ul className="space-y-1 text-sm">
            {task.attachments.map((file) => (
              <li key={file.id}>
                <a className="inline-flex items-center gap-1 text-primary hover:underline" href={file.url}>
                  <Paperclip aria-hidden className="size-4" />
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {task.assignees.length > 0 ? (
          <section aria-labelledby="task-assignees" className="space-y-2">
            <h2 id="task-assignees" className="font-medium text-ink">
              {t('js.tasks.fields.assignees')}
            </h2>
            <ul className="space-y-1 text-sm" data-testid="task-assignees">
              {task.assignees.map((assignee) => (
                <li key={assignee.member.id} className="flex flex-wrap items-center gap-2">
                  <span>{assignee.member.name}</span>
                  <Badge tone={ASSIGNMENT_TONE[assignee.state]}>
                    {t(`js.tasks.assignment.${assignee.state}`)}
                  </Badge>
                  {assignee.reason ? <span className="text-muted">“{assignee.reason}”</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {task.can.answer ? <AnswerPanel task={task} /> : null}
        <div className="flex flex-wrap gap-2 border-t border-border pt-4">
          {task.can.complete ? (
            <Button variant={done ? 'secondary' : 'primary'} onClick={() => toggle('done', !done)}>
              {t(done ? 'js.tasks.reopen' : 'js.tasks.complete')}
            </Button>
          ) : null}
          {task.can.edit ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('js.tasks.edit')}
            </Button>
          ) : null}
          {task.can.archive ? (
            <Button variant="secondary" onClick={() => toggle('archive', !task.archived_at)}>
              {t(task.archived_at ? 'js.tasks.restore' : 'js.tasks.archive')}
            </Button>
          ) : null}
          {task.can.destroy ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('js.tasks.delete')}
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('js.tasks.delete_title')}
        description={t('js.tasks.delete_text', { title: task.title })}
        confirmLabel={t('js.tasks.delete')}
        destructive
        pending={destroy.isPending}
        onConfirm={() =>
          destroy.mutate(task.id, {
            onSuccess: () => navigate('/tasks'),
            onError: () => toast.error(t('js.saving_failure')),
          })
        }
      />
    </Card>
  );
};

/** /tasks/{id}: the task with its answer, checklist, files and actions; 404 when hidden. */
export const TaskPage = () => {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const task = useTask(taskId);
  useDocumentTitle(task.data?.title ?? t('js.userbar.tasks.title'));
  if (task.isError && isApiError(task.error) && task.error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <TasksTabs />
      {task.isPending ? (
        <LoadingState />
      ) : task.isError ? (
        <ErrorState onRetry={() => void task.refetch()} />
      ) : (
        <TaskDetails key={task.data.updated_at} task={task.data} />
      )}
    </div>
  );
};

export { TaskPage as Component };
