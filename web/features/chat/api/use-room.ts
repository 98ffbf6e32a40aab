import { useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';
import { useChatSession } from './chat-session-context';

/** open: the chat and its newest page; pushes, older pages and resyncs merge into it. */
export const useRoom = (chatId: string) => {
  const session = useChatSession();
  return useQuery({
    queryKey: chatKeys.room(chatId),
    queryFn: () => session.fetchRoom(chatId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
  });
};
