/** Query keys of the messages area. */
export const messageKeys = {
  all: ['messages'] as const,
  list: (box: 'inbox' | 'sent', page: number) => ['messages', 'list', box, page] as const,
  message: (id: string) => ['messages', 'message', id] as const,
};
