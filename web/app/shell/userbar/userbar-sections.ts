import type { Me, Network } from '../../api/types';
import type { UserbarKind } from './userbar-for-path';

export type UserbarCounter = 'activitystreams' | 'messages' | 'appointments';
export type UserbarLinkItem = { labelKey: string; to: string; counter?: UserbarCounter; end?: boolean };
export type ContextSection = { titleKey: string; links: UserbarLinkItem[] };

/** Part 1 section 9: channel sections of the user bar show at most this many entries. */
export const CHANNEL_SECTION_LIMITS = { subscribed: 50, recent: 10, popular: 25 } as const;

const SEARCH_MODULES = [
  'activities',
  'messages',
  'appointments',
  'files',
  'members',
  'groups',
  'pages',
  'channels',
];

type Context = { pathname: string; me: Me; network: Network };

const memberSection = ({ pathname, me }: Context): ContextSection => {
  const id = /^\/members\/([^/]+)/.exec(pathname)?.[1] ?? me.id;
  const own = id === me.id;
  const base = `/members/${id}`;
  const links: UserbarLinkItem[] = [
    { labelKey: 'js.userbar.member.info', to: base, end: true },
    { labelKey: 'js.userbar.member.activities', to: `${base}/activities` },
    { labelKey: 'js.userbar.member.likes', to: `${base}/likes` },
  ];
  if (own) {
    links.push(
      { labelKey: 'js.userbar.member.settings', to: `${base}/settings/edit` },
      { labelKey: 'js.userbar.member.locale_settings', to: `${base}/locale_settings` },
      // The settings page opened at its ignored members: a path of its own, so only this entry is lit.
      { labelKey: 'js.userbar.member.ignored', to: `${base}/ignored` },
    );
  }
  return { titleKey: own ? 'js.userbar.member.title_own' : 'js.userbar.member.title', links };
};

const channelAdministrationSection = ({ pathname }: Context): ContextSection => {
  const slug = /^\/channels\/([^/]+)/.exec(pathname)?.[1];
  if (!slug || slug === 'new') {
    return {
      titleKey: 'js.userbar.channels.title',
      links: [{ labelKey: 'js.userbar.channels.all', to: '/channels' }],
    };
  }
  const base = `/channels/${slug}`;
  return {
    titleKey: 'js.userbar.channel_administration.title',
    links: [
      { labelKey: 'js.userbar.channel_administration.view', to: base, end: true },
      // Layout, design and widgets join with the channel's widget start page; until then no link
      // leads to a page that is not there.
      { labelKey: 'js.userbar.channel_administration.edit', to: `${base}/edit` },
    ],
  };
};

/** The links at the top of the user bar for the path's kind; null for the default bar. */
export const contextSection = (kind: UserbarKind, context: Context): ContextSection | null => {
  switch (kind) {
    case 'activitystreams':
      return {
        titleKey: 'js.userbar.activitystreams.title',
        links: [
          {
            labelKey: 'js.userbar.activitystreams.all',
            to: '/activitystreams/all',
            counter: 'activitystreams',
          },
          { labelKey: 'js.userbar.activitystreams.invites', to: '/invites' },
          { labelKey: 'js.userbar.activitystreams.notifications', to: '/notifications' },
        ],
      };
    case 'messages':
      return {
        titleKey: 'js.userbar.messages.title',
        links: [
          { labelKey: 'js.userbar.messages.inbox', to: '/messages', counter: 'messages', end: true },
          { labelKey: 'js.userbar.messages.sent', to: '/messages/sent' },
        ],
      };
    case 'calendar':
      return {
        titleKey: 'js.userbar.calendar.title',
        links: [
          { labelKey: 'js.userbar.calendar.all', to: '/appointments', end: true },
          { labelKey: 'js.userbar.calendar.participating', to: '/appointments/participating' },
          { labelKey: 'js.userbar.calendar.invites', to: '/appointments/invites', counter: 'appointments' },
        ],
      };
    case 'tasks':
      return {
        titleKey: 'js.userbar.tasks.title',
        links: ['my', 'assigned', 'declined', 'starred', 'archive', 'notes'].map((name) => ({
          labelKey: `js.userbar.tasks.${name}`,
          to: name === 'my' ? '/tasks' : `/tasks/${name}`,
          end: name === 'my',
        })),
      };
    case 'files':
      return {
        titleKey: 'js.userbar.files.title',
        links: [
          { labelKey: 'js.userbar.files.all', to: '/files', end: true },
          // The approval page is the reviewers' (the network's file managers): others would meet a 404.
          ...(context.network.can.review_files
            ? [{ labelKey: 'js.userbar.files.approval', to: '/files/approval' }]
            : []),
        ],
      };
    case 'info': {
      const links: UserbarLinkItem[] = [
        { labelKey: 'js.userbar.info.imprint', to: '/imprint' },
        { labelKey: 'js.userbar.info.legal_texts', to: '/info' },
      ];
      if (context.network.config.abuse_reports_enabled) {
        links.push({ labelKey: 'js.userbar.info.report', to: '/report/new' });
      }
      return { titleKey: 'js.userbar.info.title', links };
    }
    case 'search':
      return {
        titleKey: 'js.userbar.search.title',
        links: SEARCH_MODULES.map((module) => ({
          labelKey: `js.search.modules.${module}`,
          to: `/search?module=${module}`,
        })),
      };
    case 'members': {
      const links: UserbarLinkItem[] = [
        { labelKey: 'js.userbar.members.all', to: '/members', end: true },
        { labelKey: 'js.userbar.members.directory', to: '/directory', end: true },
      ];
      if (context.network.config.channels_enabled) {
        links.push({ labelKey: 'js.userbar.members.channels', to: '/directory/channels' });
      }
      if (context.network.config.maps_enabled) links.push({ labelKey: 'js.userbar.members.map', to: '/map' });
      return { titleKey: 'js.userbar.members.title', links };
    }
    case 'channels': {
      const links: UserbarLinkItem[] = [{ labelKey: 'js.userbar.channels.all', to: '/channels', end: true }];
      if (context.me.can.create_channels)
        links.push({ labelKey: 'js.userbar.channels.new', to: '/channels/new' });
      return { titleKey: 'js.userbar.channels.title', links };
    }
    case 'channel_administration':
      return channelAdministrationSection(context);
    case 'member':
      return memberSection(context);
    default:
      return null;
  }
};
