import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChatAttachment, ChatAttachmentType } from '../../../../contract/chat';
import { chatKeys } from './chat-keys';
import { useChatSession } from './chat-session-context';

/** Entries per request; the server may add the rest of the last message's attachments. */
export const ATTACHMENTS_PAGE = 60;

/**
 * chat_attachments: the files or images of the chat's messages from the server, newest first, in
 * pages (views showChatFiles, showChatImages and the gallery opened from the images view). Unlike
 * the room it also holds attachments of messages the room has not loaded.
 */
export const useChatAttachments = (chatId: string, type: ChatAttachmentType) => {
  const session = useChatSession();
  const query = useInfiniteQuery({
    queryKey: chatKeys.attachments(chatId, type),
    queryFn: ({ pageParam }) =>
      session.request('chat_attachments', {
        chat_id: chatId,
        type,
        limit: ATTACHMENTS_PAGE,
        ...(pageParam === null ? {} : { before_seq: pageParam }),
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.has_more ? (last.attachments.at(-1)?.seq ?? null) : null),
  });
  const attachments: ChatAttachment[] = query.data?.pages.flatMap((page) => page.attachments) ?? [];
  return { query, attachments };
};
