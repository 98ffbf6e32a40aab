import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Activity, ReplyItem } from '../../../contract/activities';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useFieldControl } from '../../ui/form/use-field-control';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormField } from '../../ui/form-field';
import { toast } from '../../ui/toaster';
import { ActivityEditor, type EditorValue, emptyEditorValue } from './activity-editor';
import { useRemoveReply, useReply } from './api/mutations';
import { useReplies } from './api/queries';
import { LikeButton } from './like-button';
import { RelativeTime } from './relative-time';
import { TranslatableContent } from './translatable-content';

/** Replies one level deep: the latest shown, the rest on request; removed ones stay hidden. */
export const Replies = ({ activity }: { activity: Activity }) => {
  const { t } = useTranslation();
  const shown = activity.replies.filter((reply) => reply.state === 'published').length;
  const [all, setAll] = useState(false);
  const everything = useReplies(activity.id, all);
  const replies = (all && everything.data ? everything.data.replies : activity.replies).filter(
    (reply) => reply.state === 'published',
  );
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-3">
      {!all && activity.reply_count > shown ? (
        <button
          type="button"
          className="self-start text-sm text-primary hover:underline"
          onClick={() => setAll(true)}
        >
          {t('js.activities.show_all_replies', { count: activity.reply_count })}
        </button>
      ) : null}
      {replies.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t('js.activities.replies')}>
          {replies.map((reply) => (
            <ReplyRow key={reply.id} reply={reply} />
          ))}
        </ul>
      ) : null}
      {activity.can.reply ? <ReplyForm activityId={activity.id} /> : null}
    </div>
  );
};

const ReplyRow = ({ reply }: { reply: ReplyItem }) => {
  const { t } = useTranslation();
  const remove = useRemoveReply(reply.activity_id);
  return (
    <li className="flex gap-2">
      <Avatar src={reply.author?.images.small} size="xs" />
      <div className="min-w-0 flex-1 rounded-lg bg-surface-muted px-3 py-2">
        <div className="flex flex-wrap items-baseline gap-2 text-sm">
          <span className="font-medium">
            {reply.author?.displayName ?? t('js.activities.unknown_author')}
          </span>
          <RelativeTime iso={reply.created_at} />
        </div>
        <TranslatableContent
          type="activity_reply"
          id={reply.id}
          html={reply.html_content}
          canTranslate={reply.can.translate}
          className="text-sm"
        />
        <div className="mt-1 flex items-center gap-2">
          <LikeButton
            activityId={reply.activity_id}
            replyId={reply.id}
            count={reply.like_count}
            liked={reply.liked}
            canLike={reply.can.like}
          />
          {reply.can.destroy ? (
            <button
              type="button"
              className="text-sm text-muted hover:underline"
              onClick={() => remove.mutate(reply.id, { onError: () => toast.error(t('js.generic_error')) })}
            >
              {t('js.activities.delete')}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
};

const schema = z.object({ content: z.custom<EditorValue>() });

const ReplyForm = ({ activityId }: { activityId: string }) => {
  const { t } = useTranslation();
  const reply = useReply(activityId);
  const [round, setRound] = useState(0);
  const { control, handleSubmit, setError, reset } = useZodForm(schema, {
    defaultValues: { content: emptyEditorValue() },
  });
  const content = useFieldControl(control, 'content');
  const submit = handleSubmit(async (values) => {
    if (!values.content.text.trim()) {
      setError('content', { message: 'errors.activities.content_empty' });
      return;
    }
    try {
      await reply.mutateAsync({ html_content: values.content.html, mention_ids: values.content.mentionIds });
      reset();
      setRound((n) => n + 1);
    } catch (error) {
      applyServerErrors(error, setError, t, {
        fieldOf: (path) => (path === 'html_content' || path === 'mention_ids' ? 'content' : null),
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <FormField label={t('js.activities.reply')} error={content.errors} className="[&>label]:sr-only">
        <ActivityEditor
          key={round}
          compact
          label={t('js.activities.reply')}
          placeholder={t('js.activities.reply_placeholder')}
          onChange={content.field.onChange}
          invalid={content.invalid}
        />
      </FormField>
      <Button type="submit" size="sm" variant="secondary" className="self-end" loading={reply.isPending}>
        {t('js.activities.send_reply')}
      </Button>
    </form>
  );
};
