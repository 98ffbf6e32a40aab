import { Bell, Home, Menu, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../ui/avatar';
import { DeferredMenu } from '../../../ui/deferred-menu';
import { IconButton } from '../../../ui/icon-button';
import type { Me, Network } from '../../api/types';
import { ChatButton } from './chat-button';
import { Logo } from './logo';
import { ICON_TRIGGER_CLASSES, PROFILE_TRIGGER_CLASSES } from './menu-triggers';
import { SearchBar } from './search-bar';

// The network's own navigation, drawn only when administrators saved one.
const HeaderNavigation = lazy(() => import('./header-navigation'));

// The bell, its count and the live counters load right after the shell, outside the first page.
const NotificationsBell = lazy(() =>
  import('../../../features/notifications/load-bell').then((module) => module.loadNotificationsBell()),
);

export type HeaderProps = {
  network: Network;
  me: Me;
  chatUnread: number;
  chatOpen: boolean;
  /** Opens or closes the chat sidebar; absent on the chat page, where the button links to /chat. */
  onToggleChat?: () => void;
  hasUserbar: boolean;
  userbarOpen: boolean;
  onToggleUserbar: () => void;
};

/** Burger, logo, home, search, notifications, chat and the member's menu (part 3 section 2.4). */
export const Header = ({
  network,
  me,
  chatUnread,
  chatOpen,
  onToggleChat,
  hasUserbar,
  userbarOpen,
  onToggleUserbar,
}: HeaderProps) => {
  const { t } = useTranslation();
  const chat = me.can.chat;
  return (
    <header className="sticky top-0 z-40 border-b border-black/8 bg-header text-header-text">
      <div className="flex min-h-16 items-center gap-2 px-3 py-1 sm:gap-3 sm:px-5">
        {hasUserbar ? (
          <IconButton
            label={t(userbarOpen ? 'js.header.close_userbar' : 'js.header.open_userbar')}
            icon={<Menu aria-hidden className="size-5" />}
            aria-expanded={userbarOpen}
            aria-controls="userbar"
            onClick={onToggleUserbar}
            className="lg:hidden"
          />
        ) : null}
        <Logo network={network} />
        <Link
          to={network.start_page_path}
          className="hidden size-9 items-center justify-center rounded-lg hover:bg-black/6 sm:inline-flex"
          aria-label={t('js.header.home')}
          title={t('js.header.home')}
        >
          <Home aria-hidden className="size-5" />
        </Link>
        {network.navigation.length > 0 ? (
          <Suspense fallback={null}>
            <HeaderNavigation items={network.navigation} label={t('js.header.navigation')} />
          </Suspense>
        ) : null}
        <SearchBar className="mx-auto hidden w-full max-w-xl md:flex" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <Link
            to="/search"
            className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-black/6 md:hidden"
            aria-label={t('js.search.title')}
          >
            <Search aria-hidden className="size-5" />
          </Link>
          <Suspense
            fallback={
              <span aria-hidden className={ICON_TRIGGER_CLASSES}>
                <Bell className="size-5" />
              </span>
            }
          >
            <NotificationsBell live={chat} />
          </Suspense>
          {chat ? <ChatButton count={chatUnread} open={chatOpen} onToggle={onToggleChat} /> : null}
          <span aria-hidden className="mx-1 h-6 w-px bg-black/10" />
          <DeferredMenu
            load={() => import('./profile-menu')}
            menuProps={{ me }}
            trigger={{
              label: t('js.profile_menu.label', { name: me.name }),
              className: PROFILE_TRIGGER_CLASSES,
              children: <Avatar src={me.images.small} size="sm" />,
            }}
          />
        </div>
      </div>
    </header>
  );
};
