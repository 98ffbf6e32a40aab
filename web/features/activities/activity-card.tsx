import { FileText, Paperclip } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Activity } from '../../../contract/activities';
import { Avatar } from '../../ui/avatar';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toast } from '../../ui/toaster';
import { useDeleteActivity } from './api/mutations';
import { LikeButton } from './like-button';
import { LinkPreviewCard } from './link-preview-card';
import { RelativeTime } from './relative-time';
import { Replies } from './replies';
import { TranslatableContent } from './translatable-content';

const tagPath = (name: string) => `/activitystreams/all?tag=${encodeURIComponent(name)}`;

/** Object types with a label of their own; anything else is announced as a file. */
const OBJECT_LABELS = new Set(['appointment', 'article', 'page']);

/** One activity: author, time, stream, content (server-sanitised HTML), object card, files, tags, likes, replies. */
export const ActivityCard = ({ activity, showStream }: { activity: Activity; showStream: boolean }) => {
  const { t } = useTranslation();
  const remove = useDeleteActivity();
  const [confirming, setConfirming] = useState(false);
  const images = activity.attachments.filter((file) => file.type === 'image');
  const files = activity.attachments.filter((file) => file.type === 'file');
  const streamPath =
    activity.stream.kind === 'group'
      ? `/groups/${activity.stream.slug}/activities`
      : `/activitystreams/${activity.stream.slug}`;
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs"
      aria-labelledby={`activity-${activity.id}`}
    >
      <header className="flex items-start gap-3">
        <Avatar src={activity.author?.images.small} size="sm" />
        <div className="min-w-0 flex-1">
          <h2 id={`activity-${activity.id}`} className="text-sm font-semibold">
            {activity.author ? (
              <Link to={activity.author.path} className="hover:underline">
                {activity.author.displayName}
              </Link>
            ) : (
              t('js.activities.unknown_author')
            )}
            {showStream ? (
              <>
                {' › '}
                <Link to={streamPath} className="font-normal text-muted hover:underline">
                  {activity.stream.kind === 'network' && activity.stream.slug === 'all'
                    ? t('js.activities.all_stream')
                    : activity.stream.name}
                </Link>
              </>
            ) : null}
          </h2>
          <Link to={`/activities/${activity.id}`} className="hover:underline">
            <RelativeTime iso={activity.created_at} />
          </Link>
          {activity.edited ? (
            <span className="ml-2 text-xs text-muted">{t('js.activities.edited')}</span>
          ) : null}
        </div>
        {activity.can.report ? (
          <Link
            to={`/report/new?type=activity&id=${activity.id}`}
            className="text-sm text-muted hover:underline"
          >
            {t('js.activities.report')}
          </Link>
        ) : null}
        {activity.can.destroy ? (
          <button
            type="button"
            className="text-sm text-muted hover:underline"
            onClick={() => setConfirming(true)}
          >
            {t('js.activities.delete')}
          </button>
        ) : null}
      </header>
      <TranslatableContent
        type="activity"
        id={activity.id}
        html={activity.html_content}
        canTranslate={activity.can.translate}
      />
      {activity.object ? (
        <Link
          to={activity.object.url}
          className="flex items-center gap-2 rounded-lg border border-border px-3 py-2 hover:bg-surface-muted"
        >
          <FileText aria-hidden className="size-5 text-muted" />
          <span>
            {t(
              `js.activities.object.${OBJECT_LABELS.has(activity.object.type) ? activity.object.type : 'file'}`,
            )}
            : <strong>{activity.object.name}</strong>
          </span>
        </Link>
      ) : null}
      {activity.link_preview ? (
        <LinkPreviewCard
          activityId={activity.id}
          preview={activity.link_preview}
          canRemove={activity.can.update}
        />
      ) : null}
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t('js.activities.images')}>
          {images.map((image) => (
            <li key={image.id}>
              <a href={image.url} target="_blank" rel="noreferrer">
                <img
                  src={`/api/storage/images/${image.id}/get/300x300`}
                  alt={image.name}
                  className="aspect-square w-full rounded-lg object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={t('js.activities.files')}>
          {files.map((file) => (
            <li key={file.id}>
              <a href={file.url} className="inline-flex items-center gap-1 text-primary hover:underline">
                <Paperclip aria-hidden className="size-4" />
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {activity.mentions.length > 0 ? (
        <p className="text-sm text-muted">
          {t('js.activities.mentioned')}{' '}
          {activity.mentions.map((member, index) => (
            <span key={member.id}>
              {index > 0 ? ', ' : ''}
              <Link to={member.path} className="text-primary hover:underline">
                @{member.displayName}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      {activity.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('js.activities.tags')}>
          {activity.tags.map((tag) => (
            <li key={tag.id}>
              <Link
                to={tagPath(tag.name)}
                className="rounded-full bg-surface-muted px-2 py-0.5 text-sm hover:underline"
              >
                #{tag.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-center gap-3">
        <LikeButton
          activityId={activity.id}
          count={activity.like_count}
          liked={activity.liked}
          canLike={activity.can.like}
        />
        <span className="text-sm text-muted">
          {t('js.activities.reply_count', { count: activity.reply_count })}
        </span>
      </div>
      <Replies activity={activity} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('js.activities.delete_title')}
        description={t('js.activities.delete_text')}
        confirmLabel={t('js.activities.delete')}
        onConfirm={() =>
          remove.mutate(activity.id, {
            onSuccess: () => toast.success(t('js.delete_successful')),
            onError: () => toast.error(t('js.generic_error')),
          })
        }
      />
    </article>
  );
};
