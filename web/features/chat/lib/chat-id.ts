/** Part 1 section 2.1: a chat id is 'member/<id>' or 'group/<id>'. */
export type ChatKind = 'member' | 'group';
export type ParsedChatId = { kind: ChatKind; targetId: string };

export const parseChatId = (chatId: string): ParsedChatId | null => {
  const match = /^(member|group)\/([A-Za-z0-9_-]+)$/.exec(chatId);
  return match ? { kind: match[1] as ChatKind, targetId: match[2] as string } : null;
};

export const chatIdOf = (kind: ChatKind, targetId: string) => `${kind}/${targetId}`;

/** The chat page path of a chat: /chat/member/<id> or /chat/group/<id>. */
export const chatPath = (chatId: string) => `/chat/${chatId}`;
