import { parseChatId } from './chat-id';

/** Part 1 section 2.1: the chat's inner views. The page maps them to URLs, the sidebar keeps them in state. */
export type ChatView =
  | { name: 'root' }
  | { name: 'newChat' }
  | { name: 'showChat'; chatId: string }
  | { name: 'showChatFiles'; chatId: string }
  | { name: 'showChatImages'; chatId: string }
  | { name: 'showChatLinks'; chatId: string }
  /**
   * One image of a message. Opened from the images view (`from: 'images'`, URL ?from=images) it pages
   * through all the chat's images; otherwise through the message's own.
   */
  | { name: 'showMessageImageGallery'; chatId: string; id: string; imageId: string; from?: 'images' };

export const ROOT_VIEW: ChatView = { name: 'root' };

export const viewPath = (view: ChatView): string => {
  switch (view.name) {
    case 'root':
      return '/chat';
    case 'newChat':
      return '/chat/new';
    case 'showChat':
      return `/chat/${view.chatId}`;
    case 'showChatFiles':
      return `/chat/${view.chatId}/files`;
    case 'showChatImages':
      return `/chat/${view.chatId}/images`;
    case 'showChatLinks':
      return `/chat/${view.chatId}/links`;
    case 'showMessageImageGallery':
      return `/chat/${view.chatId}/messages/${view.id}/images/${view.imageId}${view.from ? `?from=${view.from}` : ''}`;
  }
};

const SUB_VIEWS = { files: 'showChatFiles', images: 'showChatImages', links: 'showChatLinks' } as const;

/** The view of a /chat URL, or null for a path that is no view (the page shows "not found"). */
export const viewFromPath = (pathname: string, search = ''): ChatView | null => {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (parts[0] !== 'chat') return null;
  if (parts.length === 1) return ROOT_VIEW;
  if (parts.length === 2 && parts[1] === 'new') return { name: 'newChat' };
  const chatId = `${parts[1]}/${parts[2]}`;
  if (!parseChatId(chatId)) return null;
  if (parts.length === 3) return { name: 'showChat', chatId };
  const sub = parts[3] as keyof typeof SUB_VIEWS;
  if (parts.length === 4 && sub in SUB_VIEWS) return { name: SUB_VIEWS[sub], chatId };
  if (parts.length === 7 && parts[3] === 'messages' && parts[5] === 'images') {
    const gallery = {
      name: 'showMessageImageGallery',
      chatId,
      id: parts[4] as string,
      imageId: parts[6] as string,
    } as const;
    return new URLSearchParams(search).get('from') === 'images' ? { ...gallery, from: 'images' } : gallery;
  }
  return null;
};
