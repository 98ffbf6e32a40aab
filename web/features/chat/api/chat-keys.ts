/** Query keys of the chat caches, fed by the socket (transport/chat-session.ts). */
export const chatKeys = {
  all: ['chat'] as const,
  profile: ['chat', 'profile'] as const,
  chats: ['chat', 'chats'] as const,
  room: (chatId: string) => ['chat', 'room', chatId] as const,
  links: (chatId: string) => ['chat', 'links', chatId] as const,
  /** Both kinds of one chat: ['chat', 'attachments', chatId]. */
  attachmentsOf: (chatId: string) => ['chat', 'attachments', chatId] as const,
  attachments: (chatId: string, type: 'files' | 'images') => ['chat', 'attachments', chatId, type] as const,
  directory: (q: string) => ['chat', 'directory', q] as const,
  mentions: (q: string) => ['chat', 'mentions', q] as const,
};
