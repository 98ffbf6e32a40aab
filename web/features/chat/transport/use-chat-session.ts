import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ChatToken } from '../../../../contract/chat';
import { apiFetch } from '../../../app/api/client';
import { i18next } from '../../../i18n/i18n';
import { toast } from '../../../ui/toaster';
import { ChatSession } from './chat-session';
import { ChatSocket, type ConnectionState, type SocketLike, socketUrl } from './chat-socket';
import { createTokenCache } from './token';

/** How long the socket stays open after the last chat view closed (page to sidebar without a reconnect). */
const LINGER_MS = 30_000;

let shared: { session: ChatSession; users: number; client: QueryClient; closeTimer: number | null } | null =
  null;

const createSession = (client: QueryClient) => {
  const socket = new ChatSocket({
    fetchToken: () => apiFetch<ChatToken>('/api/v1/chat_token', { method: 'POST', body: {} }),
    tokens: createTokenCache(),
    createSocket: (token) => new WebSocket(socketUrl(token)) as unknown as SocketLike,
  });
  const session = new ChatSession(socket, client);
  // A message sent again after a reconnect has no composer waiting for its answer.
  session.onSendRefused(() => toast.error(i18next.t('js.chat.composer.send_failed')));
  socket.start();
  return session;
};

/** One socket per tab, shared by the chat page and the sidebar (both may show at once). */
const acquire = (client: QueryClient) => {
  if (shared && shared.client !== client) {
    shared.session.dispose();
    shared = null;
  }
  if (!shared) shared = { session: createSession(client), users: 0, client, closeTimer: null };
  if (shared.closeTimer !== null) window.clearTimeout(shared.closeTimer);
  shared.closeTimer = null;
  shared.users += 1;
  return shared.session;
};

const release = (session: ChatSession) => {
  if (!shared || shared.session !== session) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  shared.closeTimer = window.setTimeout(() => {
    if (shared?.session === session && shared.users === 0) {
      session.dispose();
      shared = null;
    }
  }, LINGER_MS);
};

/** The tab's chat session while the calling view is mounted. */
export const useChatSessionLifetime = () => {
  const client = useQueryClient();
  const [session, setSession] = useState<ChatSession | null>(null);
  // Acquired in an effect (not during render), so a remount in StrictMode counts its user correctly.
  useEffect(() => {
    const acquired = acquire(client);
    setSession(acquired);
    return () => release(acquired);
  }, [client]);
  return session;
};

export const useConnectionState = (session: ChatSession): ConnectionState =>
  useSyncExternalStore(
    (notify) => session.socket.onState(notify),
    () => session.socket.connectionState,
  );
