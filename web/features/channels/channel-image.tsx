import { Newspaper } from 'lucide-react';
import type { ChannelSummary } from '../../../contract/channels';
import { cn } from '../../ui/cn';

/** The channel's image in one of the spec's square sizes, or a placeholder icon. */
export const ChannelImage = ({
  channel,
  size = '80x80',
  className,
}: {
  channel: Pick<ChannelSummary, 'image'>;
  size?: '50x50' | '80x80' | '200x200' | '435x435';
  className?: string;
}) => (
  <div
    className={cn(
      'flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary-soft text-primary',
      className,
    )}
  >
    {channel.image ? (
      <img src={channel.image.url.replace('{size}', size)} alt="" className="size-full object-cover" />
    ) : (
      <Newspaper aria-hidden className="size-1/2" />
    )}
  </div>
);
