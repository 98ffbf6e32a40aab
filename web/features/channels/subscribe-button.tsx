import { useTranslation } from 'react-i18next';
import type { ChannelSummary } from '../../../contract/channels';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toaster';
import { useChannelSubscription } from './api/use-channels';

/** Subscribe or unsubscribe; the count follows the server's answer. */
export const SubscribeButton = ({ channel }: { channel: Pick<ChannelSummary, 'slug' | 'title' | 'i'> }) => {
  const { t } = useTranslation();
  const subscription = useChannelSubscription();
  const subscribed = channel.i.subscribed;
  const label = subscribed ? t('js.channels.unsubscribe') : t('js.channels.subscribe');
  return (
    <Button
      size="sm"
      variant={subscribed ? 'secondary' : 'primary'}
      disabled={subscription.isPending}
      aria-label={`${label}: ${channel.title}`}
      onClick={() =>
        subscription.mutate(
          { slug: channel.slug, subscribe: !subscribed },
          {
            onSuccess: () =>
              toast.success(
                subscribed ? t('js.channels.unsubscribed_toast') : t('js.channels.subscribed_toast'),
              ),
            onError: (error) => toast.error(error.message || t('js.generic_error')),
          },
        )
      }
    >
      {label}
    </Button>
  );
};
