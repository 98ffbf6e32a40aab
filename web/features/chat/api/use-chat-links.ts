import { useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';
import { useChatSession } from './chat-session-context';

/** get_link_attachments with chat_id: the links shared in a chat, newest first. */
export const useChatLinks = (chatId: string) => {
  const session = useChatSession();
  return useQuery({
    queryKey: chatKeys.links(chatId),
    queryFn: async () =>
      (await session.request('get_link_attachments', { chat_id: chatId, limit: 100 })).link_attachments,
  });
};
