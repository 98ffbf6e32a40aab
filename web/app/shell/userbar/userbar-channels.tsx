import { Hash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UserbarLink } from './userbar-link';
import { UserbarSection } from './userbar-section';
import { CHANNEL_SECTION_LIMITS } from './userbar-sections';

export type ChannelEntry = { id: string; slug: string; title: string };
export type ChannelLists = Partial<Record<keyof typeof CHANNEL_SECTION_LIMITS, ChannelEntry[]>>;

/**
 * Subscribed (50), recent (10) and popular (25) channels. The channels module is not built yet, so the
 * lists arrive empty and nothing is shown.
 */
export const UserbarChannels = ({ lists }: { lists: ChannelLists }) => {
  const { t } = useTranslation();
  return (
    <>
      {(Object.keys(CHANNEL_SECTION_LIMITS) as Array<keyof typeof CHANNEL_SECTION_LIMITS>).map((name) => {
        const entries = (lists[name] ?? []).slice(0, CHANNEL_SECTION_LIMITS[name]);
        return (
          <UserbarSection key={name} title={t(`js.userbar.channels.${name}`)} count={entries.length}>
            {entries.map((channel) => (
              <li key={channel.id}>
                <UserbarLink to={`/channels/${channel.slug}`} icon={<Hash aria-hidden className="size-4" />}>
                  {channel.title}
                </UserbarLink>
              </li>
            ))}
          </UserbarSection>
        );
      })}
    </>
  );
};
