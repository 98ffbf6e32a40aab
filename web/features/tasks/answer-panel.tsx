import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_REASON_MAX, type Task } from '../../../contract/tasks';
import { Button } from '../../ui/button';
import { inputClasses } from '../../ui/form-field';
import { toast } from '../../ui/toaster';
import { useTaskAction } from './api/tasks';

/** The assignee's answer: accept, or decline with an optional reason the creator reads. */
export const AnswerPanel = ({ task }: { task: Task }) => {
  const { t } = useTranslation();
  const action = useTaskAction();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const state = task.my_assignment?.state ?? 'pending';
  const answer = (kind: 'accept' | 'decline') =>
    action.mutate(
      {
        id: task.id,
        action: { kind: 'answer', body: { answer: kind, reason: kind === 'decline' ? reason : '' } },
      },
      {
        onSuccess: () => {
          setDeclining(false);
          toast.success(t(kind === 'accept' ? 'js.tasks.accepted_toast' : 'js.tasks.declined_toast'));
        },
        onError: () => toast.error(t('js.saving_failure')),
      },
    );
  return (
    <section aria-labelledby="task-answer" className="space-y-3 rounded-lg border border-border p-4">
      <h2 id="task-answer" className="font-medium text-ink">
        {t(`js.tasks.answer_state.${state}`)}
      </h2>
      {task.my_assignment?.reason ? (
        <p className="text-sm text-muted">
          {t('js.tasks.your_reason', { reason: task.my_assignment.reason })}
        </p>
      ) : null}
      {declining ? (
        <div className="space-y-2">
          <label htmlFor="decline-reason" className="block text-sm font-medium text-ink">
            {t('js.tasks.decline_reason')}
          </label>
          <textarea
            id="decline-reason"
            className={inputClasses}
            rows={3}
            maxLength={TASK_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex gap-2">
            <Button variant="danger" disabled={action.isPending} onClick={() => answer('decline')}>
              {t('js.tasks.decline_confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(false)}>
              {t('js.tasks.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          {state !== 'accepted' ? (
            <Button disabled={action.isPending} onClick={() => answer('accept')}>
              {t('js.tasks.accept')}
            </Button>
          ) : null}
          {state !== 'declined' ? (
            <Button variant="secondary" onClick={() => setDeclining(true)}>
              {t('js.tasks.decline')}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
};
