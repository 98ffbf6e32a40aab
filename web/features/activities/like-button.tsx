import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar';
import { cn } from '../../ui/cn';
import { Modal } from '../../ui/modal';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useLike } from './api/mutations';
import { useLikers } from './api/queries';

type LikeButtonProps = {
  activityId: string;
  replyId?: string | null;
  count: number;
  liked: boolean;
  canLike: boolean;
};

/** Like and unlike, with the count opening the list of who liked. */
export const LikeButton = ({ activityId, replyId = null, count, liked, canLike }: LikeButtonProps) => {
  const { t } = useTranslation();
  const like = useLike(activityId, replyId);
  const [listOpen, setListOpen] = useState(false);
  const toggle = () => like.mutate(!liked, { onError: () => toast.error(t('js.generic_error')) });
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      {canLike ? (
        <button
          type="button"
          onClick={toggle}
          disabled={like.isPending}
          aria-pressed={liked}
          className={cn(
            'inline-flex items-center gap-1 rounded px-1.5 py-0.5 hover:bg-surface-muted',
            liked && 'text-primary',
          )}
        >
          <Heart aria-hidden className={cn('size-4', liked && 'fill-current')} />
          {liked ? t('js.activities.unlike') : t('js.activities.like')}
        </button>
      ) : null}
      {count > 0 ? (
        <button
          type="button"
          className="rounded px-1 text-muted underline-offset-2 hover:underline"
          onClick={() => setListOpen(true)}
        >
          {t('js.activities.like_count', { count })}
        </button>
      ) : null}
      {listOpen ? (
        <LikersModal activityId={activityId} replyId={replyId} onClose={() => setListOpen(false)} />
      ) : null}
    </span>
  );
};

const LikersModal = ({
  activityId,
  replyId,
  onClose,
}: {
  activityId: string;
  replyId: string | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const likers = useLikers(activityId, replyId, true);
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('js.activities.liked_by')}
      size="sm"
    >
      {likers.isPending ? <LoadingState /> : null}
      {likers.isError ? <ErrorState onRetry={() => void likers.refetch()} /> : null}
      {likers.data ? (
        <ul className="flex flex-col gap-2">
          {likers.data.members.map((member) => (
            <li key={member.id} className="flex items-center gap-2">
              <Avatar src={member.images.small} size="xs" />
              <Link to={member.path} className="hover:underline">
                {member.displayName}
              </Link>
            </li>
          ))}
          {likers.data.total > likers.data.members.length ? (
            <li className="text-sm text-muted">
              {t('js.activities.more_likers', { count: likers.data.total - likers.data.members.length })}
            </li>
          ) : null}
        </ul>
      ) : null}
    </Modal>
  );
};
