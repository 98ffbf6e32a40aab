import { useEffect, useRef } from 'react';
import { useChatSessionLifetime } from '../transport/use-chat-session';

/** See index.ts: the header's counters follow the `unreads` pushes of the tab's one chat socket. */
const LiveUnreads = ({ onChange }: { onChange: () => void }) => {
  const session = useChatSessionLifetime();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (!session) return;
    const changed = () => latest.current();
    const stops = [
      session.socket.onPush('unreads', changed),
      session.socket.onPush('catch_up', changed),
      session.socket.onConnected((reconnect) => {
        if (reconnect) changed();
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [session]);
  return null;
};

export default LiveUnreads;
