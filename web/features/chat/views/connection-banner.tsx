import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { useChatSession } from '../api/chat-session-context';
import { useConnectionState } from '../transport/use-chat-session';

const TONES = {
  auth_error: 'border-danger/30 bg-danger-soft text-danger',
  reconnecting: 'border-warning/30 bg-warning-soft text-warning',
  connecting: 'border-primary/20 bg-primary-soft text-primary',
} as const;

const KEYS = {
  auth_error: 'js.chat.connection_failed',
  reconnecting: 'js.chat.reconnecting',
  connecting: 'js.chat.connecting',
} as const;

/** Part 1 section 2.1: danger on an authorization error, warning while reconnecting, info before the first connection. */
export const ConnectionBanner = () => {
  const { t } = useTranslation();
  const state = useConnectionState(useChatSession());
  if (state === 'connected') return null;
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
