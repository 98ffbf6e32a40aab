import { useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';
import { useChatSession } from './chat-session-context';

/** my_chats, newest interaction first; pushes and resyncs keep it current. */
export const useMyChats = () => {
  const session = useChatSession();
  return useQuery({
    queryKey: chatKeys.chats,
    queryFn: session.fetchChats,
    staleTime: Number.POSITIVE_INFINITY,
  });
};
