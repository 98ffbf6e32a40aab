import { CalendarDays, FolderOpen, Hash, Home, Mail, MessagesSquare, Newspaper, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DerivedUnreads } from '../../api/derive-unreads';
import type { Me, Network } from '../../api/types';
import { UserbarAdministration } from './userbar-administration';
import { UserbarChannels } from './userbar-channels';
import { groupCategorySlugOfPath, groupSlugOfPath, type UserbarKind } from './userbar-for-path';
import { UserbarGroups } from './userbar-groups';
import { UserbarLink } from './userbar-link';
import { UserbarPagesApps } from './userbar-pages-apps';
import { UserbarSection } from './userbar-section';
import { contextSection } from './userbar-sections';

export type UserbarProps = {
  kind: UserbarKind;
  pathname: string;
  me: Me;
  network: Network;
  unreads: DerivedUnreads & { streams: Record<string, number> };
};

type MainLink = { key: string; to: string; icon: ReactNode; count?: number; end?: boolean };

/** The side navigation: the path's own section first, then the network's modules, groups, pages, apps. */
export const Userbar = ({ kind, pathname, me, network, unreads }: UserbarProps) => {
  const { t } = useTranslation();
  const context = contextSection(kind, { pathname, me, network });
  const main: MainLink[] = [
    { key: 'start', to: network.start_page_path, icon: <Home aria-hidden className="size-4" />, end: true },
    {
      key: 'activitystreams',
      to: '/activitystreams',
      icon: <Newspaper aria-hidden className="size-4" />,
      count: unreads.activitystreams,
    },
    {
      key: 'messages',
      to: '/messages',
      icon: <Mail aria-hidden className="size-4" />,
      count: unreads.messages,
    },
    {
      key: 'calendar',
      to: '/appointments',
      icon: <CalendarDays aria-hidden className="size-4" />,
      count: unreads.appointments,
    },
    { key: 'files', to: '/files', icon: <FolderOpen aria-hidden className="size-4" /> },
    { key: 'members', to: '/members', icon: <Users aria-hidden className="size-4" />, end: true },
  ];
  if (network.config.channels_enabled) {
    main.push({ key: 'channels', to: '/channels', icon: <Hash aria-hidden className="size-4" /> });
  }
  if (me.can.chat) {
    main.push({ key: 'chat', to: '/chat', icon: <MessagesSquare aria-hidden className="size-4" /> });
  }

  return (
    <nav
      aria-label={t('js.userbar.label')}
      data-userbar={kind}
      data-icon-type={network.design.userbarIconType}
      className="space-y-6 px-3 py-5"
    >
      {context ? (
        <UserbarSection title={t(context.titleKey)} count={context.links.length} testId="userbar-context">
          {context.links.map((link) => (
            <li key={link.to}>
              <UserbarLink
                to={link.to}
                end={link.end}
                count={link.counter ? unreads[link.counter] : 0}
                countLabel={link.counter ? t('js.unread_count', { count: unreads[link.counter] }) : undefined}
              >
                {t(link.labelKey)}
              </UserbarLink>
            </li>
          ))}
        </UserbarSection>
      ) : null}
      {kind === 'administration' ? null : (
        <UserbarSection title={t('js.userbar.navigation')} count={main.length}>
          {main.map((link) => (
            <li key={link.key}>
              <UserbarLink
                to={link.to}
                icon={link.icon}
                end={link.end}
                count={link.count}
                countLabel={t('js.unread_count', { count: link.count ?? 0 })}
              >
                {t(`js.userbar.main.${link.key}`)}
              </UserbarLink>
            </li>
          ))}
        </UserbarSection>
      )}
      <UserbarAdministration
        me={me}
        groupSlug={groupSlugOfPath(pathname)}
        groupCategorySlug={groupCategorySlugOfPath(pathname)}
      />
      {kind === 'channels' ? <UserbarChannels lists={{}} /> : null}
      <UserbarGroups streams={unreads.streams} />
      <UserbarPagesApps />
    </nav>
  );
};
