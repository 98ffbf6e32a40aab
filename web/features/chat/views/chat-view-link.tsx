import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useChatNavigation } from '../api/chat-navigation';
import { type ChatView, viewPath } from '../lib/views';

type ChatViewLinkProps = {
  view: ChatView;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  title?: string;
  onKeyDown?: (event: React.KeyboardEvent<HTMLElement>) => void;
  'data-chat-row'?: string;
};

/**
 * A link to a chat view: a real link on the /chat page (new tab, back and forward work), a button in
 * the sidebar, which keeps its views in memory beside the page the member is on.
 */
export const ChatViewLink = ({ view, children, ...props }: ChatViewLinkProps) => {
  const navigation = useChatNavigation();
  if (navigation.inSidebar)
    return (
      <button type="button" onClick={() => navigation.go(view)} {...props}>
        {children}
      </button>
    );
  return (
    <Link to={viewPath(view)} {...props}>
      {children}
    </Link>
  );
};
