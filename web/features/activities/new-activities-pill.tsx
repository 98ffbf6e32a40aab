import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUnreadActivities } from '../../app/api/use-unread-activities';
import { Button } from '../../ui/button';

type Props = {
  /** The stream's key in /unreads/activities: a network stream's slug or the group's slug. */
  slug: string;
  /** When this tab last marked the stream read; counts that arrived before it are stale. */
  readAt: number;
  onShow: () => void;
};

/**
 * "3 new activities": posted by others while the stream is open. The count is the stream's unread
 * count, which the realtime socket keeps fresh on every instance; the stream was read when it was
 * opened, so whatever counts now came after. Showing them reloads the stream and reads it again.
 */
export const NewActivitiesPill = ({ slug, readAt, onShow }: Props) => {
  const { t } = useTranslation();
  const unread = useUnreadActivities(true);
  const count = unread.data && unread.dataUpdatedAt > readAt ? (unread.data.streams[slug] ?? 0) : 0;
  return (
    // A live region present from the start (so the pill is announced), taking no room in the page:
    // the pill floats over the stream's top while it scrolls.
    <div role="status" className="sticky top-2 z-10 -mb-4 flex h-0 justify-center overflow-visible">
      {count > 0 ? (
        <Button size="sm" onClick={onShow} className="rounded-full shadow-md">
          <ArrowUp aria-hidden className="size-4" />
          {t('js.activities.new_activities', { count })}
        </Button>
      ) : null}
    </div>
  );
};
