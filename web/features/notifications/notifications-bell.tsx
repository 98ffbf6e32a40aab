import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_TRIGGER_CLASSES } from '../../app/shell/header/menu-triggers';
import { DeferredMenu } from '../../ui/deferred-menu';
import { formatUnreadCount, UnreadBubble } from '../../ui/unread-bubble';
import { LiveUnreads } from '../chat';
import { refreshCounts } from './api/refresh-counts';
import { useNotificationCount } from './api/use-notifications';

/**
 * The header's bell with the unread count. The dropdown (Radix) loads on first use. With `live`
 * (members who have the realtime socket) every counter of the header follows changes at once; the
 * minute's poll remains for everyone.
 */
const NotificationsBell = ({ live }: { live: boolean }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const count = useNotificationCount().data ?? 0;
  const label =
    count > 0
      ? t('js.notifications.open_with_unread', { count: formatUnreadCount(count) })
      : t('js.notifications.title');
  const refresh = useCallback(() => void refreshCounts(client), [client]);
  return (
    <>
      <DeferredMenu
        load={() => import('./notifications-menu')}
        menuProps={{ label, count }}
        trigger={{
          label,
          className: ICON_TRIGGER_CLASSES,
          children: (
            <>
              <Bell aria-hidden className="size-5" />
              <UnreadBubble count={count} className="absolute -top-0.5 -right-0.5" />
            </>
          ),
        }}
      />
      {live ? (
        <Suspense fallback={null}>
          <LiveUnreads onChange={refresh} />
        </Suspense>
      ) : null}
    </>
  );
};

export default NotificationsBell;
