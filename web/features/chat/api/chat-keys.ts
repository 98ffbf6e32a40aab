/** Query keys of the chat caches, fed by the socket (transport/chat-session.ts). */
export const chatKeys = {
  all: ['chat'] as const,
  profile: ['chat', 'profile'] as const,
  chats: ['chat', 'chats'] as const,
  room: (chatId: string) => ['chat', 'room', chatId] as const,
  links: (chatId: string) => ['chat', 'links', chatId] as const,
  directory: (q: string) => ['chat', 'directory', q] as const,
  mentions: (q: string) => ['chat', 'mentions', q] as const,
};
