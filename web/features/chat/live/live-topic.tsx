import { useEffect, useRef } from 'react';
import type { ChatPushName } from '../../../../contract/chat-protocol';
import { useChatSessionLifetime } from '../transport/use-chat-session';

/**
 * See index.ts: joins a topic another feature owns on the tab's one socket (again after every
 * reconnect, which starts a socket with its initial topics), hands its pushes of `event` to `onPush`
 * and calls it with null after a reconnect or a `catch_up`, when pushes may have been lost.
 */
const LiveTopic = ({
  topic,
  event,
  onPush,
}: {
  topic: string;
  event: ChatPushName;
  onPush: (payload: unknown) => void;
}) => {
  const session = useChatSessionLifetime();
  const latest = useRef(onPush);
  useEffect(() => {
    latest.current = onPush;
  }, [onPush]);
  useEffect(() => {
    if (!session) return;
    const { socket } = session;
    // A refused join (no longer allowed, socket closing) leaves the page on its fallback poll.
    const join = () => void socket.request('join', { topic }).catch(() => undefined);
    if (socket.connectionState === 'connected') join();
    const stops = [
      socket.onPush(event, (payload, pushTopic) => {
        if (pushTopic === topic) latest.current(payload);
      }),
      socket.onPush('catch_up', () => latest.current(null)),
      socket.onConnected((reconnect) => {
        join();
        if (reconnect) latest.current(null);
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      if (socket.connectionState === 'connected')
        void socket.request('leave', { topic }).catch(() => undefined);
    };
  }, [session, topic, event]);
  return null;
};

export default LiveTopic;
