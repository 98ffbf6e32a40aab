import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { cn } from '../../ui/cn';
import { ErrorBoundary } from '../../ui/error-boundary';
import { IconButton } from '../../ui/icon-button';
import { Toaster } from '../../ui/toaster';
import { useMe } from '../api/use-me';
import { useNetwork } from '../api/use-network';
import { useUnreadChats } from '../api/use-unread-chats';
import { useUnreads } from '../api/use-unreads';
import { BootScreen } from '../auth/boot-screen';
import { LegalLinks } from '../auth/legal-links';
import { ChatSidebarSlot, useWideScreen } from './chat-sidebar-host';
import { Header } from './header/header';
import { SkipLink } from './skip-link';
import { Banner } from './theme/banner';
import { useDesignOverride } from './theme/design-override';
import { useRouteFocus } from './use-route-focus';
import { Userbar } from './userbar/userbar';
import { userbarForPath } from './userbar/userbar-for-path';

/** The signed-in frame: header, banner, user bar (by path) and the page. */
export const ShellLayout = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const network = useNetwork();
  const designOverride = useDesignOverride();
  const me = useMe();
  const signedIn = me.isSuccess;
  const unreads = useUnreads(signedIn);
  const chatUnread = useUnreadChats(signedIn).data ?? 0;
  const [userbarOpen, setUserbarOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate.
  const [chatUsed, setChatUsed] = useState(false);
  const closeChat = useCallback(() => setChatOpen(false), []);
  const kind = userbarForPath(location.pathname);
  const main = useRef<HTMLElement>(null);
  const routeAnnouncement = useRouteFocus(main);
  const onChatPage = location.pathname === '/chat' || location.pathname.startsWith('/chat/');
  // can.chat already says whether the network's chat is switched on.
  const chatAllowed = Boolean(me.data?.can.chat);
  const staticChat = useWideScreen() && chatAllowed && !onChatPage;

  // A page change closes the user bar drawer on small screens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not a value used
  useEffect(() => setUserbarOpen(false), [location.pathname]);

  // The feature route table (router.tsx) is fetched while the member reads the first page, so the
  // first click into a feature waits for that feature's chunk only.
  useEffect(() => {
    void import('../feature-routes');
  }, []);

  useEffect(() => {
    if (!userbarOpen) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setUserbarOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [userbarOpen]);

  if (!network.data || !me.data) return <BootScreen />;
  // The network asks new members for their profile first; the page asked for comes afterwards.
  if (me.data.onboarding_required) {
    const target = encodeURIComponent(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={`/onboarding/profile?redirect_to=${target}`} replace />;
  }
  const design = designOverride ?? network.data.design;

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header
        network={designOverride ? { ...network.data, design } : network.data}
        me={me.data}
        chatUnread={chatUnread}
        chatOpen={chatOpen || staticChat}
        onToggleChat={
          onChatPage
            ? undefined
            : () => {
                setChatUsed(true);
                setChatOpen((open) => !open);
              }
        }
        hasUserbar={kind !== null}
        userbarOpen={userbarOpen}
        onToggleUserbar={() => setUserbarOpen((open) => !open)}
      />
      <Banner design={design} />
      <div
        className={cn(
          'mx-auto flex w-full flex-1',
          !design.fullWidth && 'max-w-[1440px]',
          // The static chat sidebar takes the right 420 px; the page keeps its own room beside it.
          staticChat && 'pr-[420px]',
        )}
      >
        {kind ? (
          <>
            {userbarOpen ? (
              <button
                type="button"
                aria-hidden
                tabIndex={-1}
                className="animate-overlay fixed inset-0 z-40 bg-slate-950/30 lg:hidden"
                onClick={() => setUserbarOpen(false)}
              />
            ) : null}
            <div
              className={cn(
                'shrink-0 bg-userbar text-userbar-text lg:static lg:z-auto lg:block lg:w-64 lg:overflow-visible lg:border-r lg:border-black/6 lg:shadow-none',
                userbarOpen ? 'fixed inset-y-0 left-0 z-50 block w-72 overflow-y-auto shadow-2xl' : 'hidden',
              )}
            >
              <aside
                id="userbar"
                aria-label={t('js.header.userbar')}
                className="lg:sticky lg:top-16 lg:max-h-[calc(100dvh-4rem)] lg:overflow-y-auto"
              >
                <div className="flex justify-end px-3 pt-3 lg:hidden">
                  <IconButton
                    label={t('js.header.close_userbar')}
                    icon={<X aria-hidden className="size-5" />}
                    onClick={() => setUserbarOpen(false)}
                  />
                </div>
                <ErrorBoundary fallback={<p className="p-5 text-sm text-muted">{t('js.generic_error')}</p>}>
                  <Userbar
                    kind={kind}
                    pathname={location.pathname}
                    me={me.data}
                    network={designOverride ? { ...network.data, design } : network.data}
                    unreads={unreads}
                  />
                </ErrorBoundary>
              </aside>
            </div>
          </>
        ) : null}
        <main
          ref={main}
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8"
        >
          <Outlet />
          <footer className="mt-12 border-t border-border pt-4">
            <LegalLinks />
          </footer>
        </main>
      </div>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {routeAnnouncement}
      </div>
      {chatAllowed && (chatUsed || staticChat) ? (
        <ChatSidebarSlot
          shown={!onChatPage && (chatOpen || staticChat)}
          isStatic={staticChat}
          onClose={closeChat}
        />
      ) : null}
      <Toaster />
    </div>
  );
};

export { ShellLayout as Component };
