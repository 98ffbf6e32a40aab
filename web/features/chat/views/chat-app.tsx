import { useEffect, useRef } from 'react';
import { LoadingState } from '../../../ui/states';
import { type ChatNavigation, ChatNavigationContext } from '../api/chat-navigation';
import { ChatSessionContext } from '../api/chat-session-context';
import type { ChatView } from '../lib/views';
import { ChatList } from '../list/chat-list';
import { NewChat } from '../list/new-chat';
import { ChatRoom } from '../room/chat-room';
import { useChatSessionLifetime } from '../transport/use-chat-session';
import { ChatFilesView } from './chat-files-view';
import { ChatImagesView } from './chat-images-view';
import { ChatLinksView } from './chat-links-view';
import { ConnectionBanner } from './connection-banner';
import { ImageGallery } from './image-gallery';

const ViewSwitch = ({ view }: { view: ChatView }) => {
  switch (view.name) {
    case 'root':
      return <ChatList />;
    case 'newChat':
      return <NewChat />;
    case 'showChat':
      return <ChatRoom chatId={view.chatId} />;
    case 'showChatFiles':
      return <ChatFilesView chatId={view.chatId} />;
    case 'showChatImages':
      return <ChatImagesView chatId={view.chatId} />;
    case 'showChatLinks':
      return <ChatLinksView chatId={view.chatId} />;
    case 'showMessageImageGallery':
      return (
        <ImageGallery chatId={view.chatId} messageId={view.id} imageId={view.imageId} from={view.from} />
      );
  }
};

const chatOf = (view: ChatView) => ('chatId' in view ? view.chatId : null);

/**
 * Focus follows the view: opening a chat focuses its title (the composer is one Tab away); going
 * back to the list focuses the row of the chat the member came from.
 */
const useViewFocus = (view: ChatView, container: React.RefObject<HTMLDivElement | null>) => {
  const previous = useRef<ChatView | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = view;
    if (!from || !container.current) return;
    const frame = requestAnimationFrame(() => {
      const root = container.current;
      if (!root) return;
      const cameFrom = chatOf(from);
      const row =
        view.name === 'root' && cameFrom
          ? root.querySelector<HTMLElement>(`[data-chat-row="${cameFrom}"]`)
          : null;
      const target =
        row ??
        (view.name === 'showChat'
          ? root.querySelector<HTMLElement>('[data-chat-composer]:not(:disabled)')
          : null) ??
        root.querySelector<HTMLElement>('[data-chat-focus]');
      target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [view, container]);
};

/** The chat with its inner views, for the /chat page and the sidebar alike. */
export const ChatApp = ({ navigation, className }: { navigation: ChatNavigation; className?: string }) => {
  const session = useChatSessionLifetime();
  const container = useRef<HTMLDivElement>(null);
  useViewFocus(navigation.view, container);
  return (
    <div ref={container} className={className ?? 'flex min-h-0 flex-1 flex-col'}>
      {session ? (
        <ChatSessionContext.Provider value={session}>
          <ChatNavigationContext.Provider value={navigation}>
            <ConnectionBanner />
            <ViewSwitch view={navigation.view} />
          </ChatNavigationContext.Provider>
        </ChatSessionContext.Provider>
      ) : (
        <LoadingState />
      )}
    </div>
  );
};
