import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChatStrings } from '../../features/chat/strings';
import { cn } from '../../ui/cn';

/** Part 3 section 9: from this width the chat sidebar is always shown; closing animates for 500 ms. */
export const STATIC_CHAT_SIDEBAR_QUERY = '(min-width: 1884px)';
export const CHAT_SIDEBAR_HIDE_MS = 500;

// The chat (socket, markdown, composer) loads only when the sidebar first shows.
const ChatSidebar = lazy(async () => {
  const [, module] = await Promise.all([
    loadChatStrings(),
    import('../../features/chat/sidebar/chat-sidebar'),
  ]);
  return { default: module.ChatSidebar };
});

const subscribeWide = (notify: () => void) => {
  const query = window.matchMedia(STATIC_CHAT_SIDEBAR_QUERY);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};
export const useStaticChatSidebar = () =>
  useSyncExternalStore(subscribeWide, () => window.matchMedia(STATIC_CHAT_SIDEBAR_QUERY).matches);

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

/** The header's chat as a right sidebar: an overlay that slides in, or a static column on wide screens. */
export const ChatSidebarHost = ({
  open,
  onClose,
  hidden,
}: {
  open: boolean;
  onClose: () => void;
  hidden: boolean;
}) => {
  const { t } = useTranslation();
  const isStatic = useStaticChatSidebar() && !hidden;
  const shown = !hidden && (open || isStatic);
  const mounted = useClosingDelay(shown);
  const [entered, setEntered] = useState(false);

  // Slide in on the frame after mounting, so the transition has a start.
  useEffect(() => {
    if (!shown) return setEntered(false);
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, [shown]);

  useEffect(() => {
    if (!open || isStatic) return;
    const close = (event: KeyboardEvent) => {
      if (
        event.key === 'Escape' &&
        !event.defaultPrevented &&
        !document.querySelector('[role="dialog"], [role="menu"]')
      )
        onClose();
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open, isStatic, onClose]);

  if (!mounted) return null;
  return (
    <aside
      id="chat-sidebar"
      aria-label={t('js.chat.open')}
      className={cn(
        'fixed top-16 right-0 bottom-0 z-30 flex w-full max-w-[420px] flex-col border-l border-black/8 bg-surface shadow-2xl',
        'transition-transform duration-500 ease-out',
        entered && shown ? 'translate-x-0' : 'translate-x-full',
        isStatic && 'shadow-none',
      )}
    >
      <Suspense fallback={null}>
        <ChatSidebar onClose={isStatic ? undefined : onClose} />
      </Suspense>
    </aside>
  );
};
