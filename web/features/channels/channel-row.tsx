import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChannelSummary } from '../../../contract/channels';
import { Badge } from '../../ui/badge';
import { ChannelImage } from './channel-image';
import { SubscribeButton } from './subscribe-button';

/** A channel in a list: image, title, status badge (drafts and archived ones), count and subscribe. */
export const ChannelRow = ({ channel }: { channel: ChannelSummary }) => {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3.5 px-4 py-3 sm:px-5">
      <ChannelImage channel={channel} className="size-10" size="80x80" />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          <Link to={channel.url} className="truncate font-medium text-ink hover:text-primary hover:underline">
            {channel.title}
          </Link>
          {channel.i.favorited ? (
            <Star aria-label={t('js.channels.favorited')} className="size-4 fill-amber-400 text-amber-400" />
          ) : null}
          {channel.status !== 'published' ? (
            <Badge tone="warning">{t(`js.channels.status.${channel.status}`)}</Badge>
          ) : null}
        </p>
        {channel.description ? <p className="truncate text-sm text-muted">{channel.description}</p> : null}
        <p className="mt-0.5 text-xs text-muted">
          {t('js.channels.subscribers', { count: channel.subscribers_count })}
        </p>
      </div>
      <SubscribeButton channel={channel} />
    </div>
  );
};
