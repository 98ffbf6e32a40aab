import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { ChatSidebar } from './chat-sidebar';

/** Part 3 section 9: closing slides the sidebar out for 500 ms. */
export const CHAT_SIDEBAR_HIDE_MS = 500;

/** Keeps the sidebar mounted while it slides out. */
const useClosingDelay = (open: boolean) => {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    const timer = window.setTimeout(() => setMounted(false), CHAT_SIDEBAR_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  return mounted;
};

export type ChatSidebarHostProps = {
  /** Shown: opened by the header button, or static on wide screens. */
  shown: boolean;
  /** Static on wide screens: no close button, no shadow. */
  isStatic: boolean;
  onClose: () => void;
};

/** The header's chat as a right sidebar: an overlay that slides in, or a static column on wide screens. */
export const ChatSidebarHost = ({ shown, isStatic, onClose }: ChatSidebarHostProps) => {
  const { t } = useTranslation();
  const mounted = useClosingDelay(shown);
  const [entered, setEntered] = useState(false);

  // Slide in on the frame after mounting, so the transition has a start.
  useEffect(() => {
    if (!shown) return setEntered(false);
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, [shown]);

  useEffect(() => {
    if (!shown || isStatic) return;
    const close = (event: KeyboardEvent) => {
      // Escape closes dialogs and menus first; only a plain Escape closes the sidebar.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      onClose();
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [shown, isStatic, onClose]);

  if (!mounted) return null;
  return (
    <aside
      id="chat-sidebar"
      aria-label={t('js.chat.sidebar.label')}
      className={cn(
        'fixed top-16 right-0 bottom-0 z-30 flex w-full max-w-[420px] flex-col border-l border-black/8 bg-surface',
        'transition-transform duration-500 ease-out',
        entered && shown ? 'translate-x-0' : 'translate-x-full',
        !isStatic && 'shadow-2xl',
      )}
    >
      <ChatSidebar onClose={isStatic ? undefined : onClose} />
    </aside>
  );
};

export default ChatSidebarHost;
