import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { useChatSession } from '../api/chat-session-context';
import { useConnectionState } from '../transport/use-chat-session';

const TONES = {
  auth_error: 'border-danger/30 bg-danger-soft text-danger',
  reconnecting: 'border-warning/30 bg-warning-soft text-warning',
  too_many: 'border-warning/30 bg-warning-soft text-warning',
  stale: 'border-warning/30 bg-warning-soft text-warning',
  connecting: 'border-primary/20 bg-primary-soft text-primary',
} as const;

const KEYS = {
  auth_error: 'js.chat.connection_failed',
  reconnecting: 'js.chat.reconnecting',
  too_many: 'js.chat.too_many_connections',
  stale: 'js.chat.catch_up_failed',
  connecting: 'js.chat.connecting',
} as const;

/**
 * Part 1 section 2.1: danger on an authorization error, warning while reconnecting (or while the
 * member has too many chat windows open, or what was missed could not be fetched yet), info before
 * the first connection.
 */
export const ConnectionBanner = () => {
  const { t } = useTranslation();
  const session = useChatSession();
  const connection = useConnectionState(session);
  const stale = useSyncExternalStore(
    (notify) => session.catchUps.onStale(notify),
    () => session.catchUps.isStale,
  );
  const state = connection === 'connected' ? (stale ? 'stale' : null) : connection;
  if (!state) return null;
  return (
    <div
      role={state === 'auth_error' ? 'alert' : 'status'}
      data-connection={state}
      className={cn('border-b px-4 py-2 text-sm', TONES[state])}
    >
      {t(KEYS[state])}
    </div>
  );
};
