import { Bell, BellOff, LogOut, MoreHorizontal, Rss, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group, Me } from '../../app/api/types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { IconButton } from '../../ui/icon-button';
import { toast } from '../../ui/toaster';
import { useMembershipChange } from './api/use-membership-change';
import { useToggleFavorite } from './api/use-toggle-favorite';
import { type SubscriptionTarget, useToggleSubscription } from './api/use-toggle-subscription';

/** The atom feed of the group, when the member has a personal token (part 1 section 2.6). */
export const atomFeedUrl = (group: Group, me: Me) =>
  group.atom_feed_url ??
  (me.authentication_token
    ? `/groups/${encodeURIComponent(group.slug)}/activities.atom?token=${encodeURIComponent(me.authentication_token)}`
    : null);

/** Page-title tools of a group the member belongs to: favourite, subscriptions, atom feed, leave. */
export const GroupTools = ({ group, me }: { group: Group; me: Me }) => {
  const { t } = useTranslation();
  const favorite = useToggleFavorite(group.slug);
  const subscription = useToggleSubscription(group.slug);
  const membership = useMembershipChange(group);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const feed = atomFeedUrl(group, me);

  const toggleSubscription = (target: SubscriptionTarget, subscribed: boolean) =>
    subscription.mutate(
      { target, subscribe: !subscribed },
      {
        onSuccess: () =>
          toast.success(t(subscribed ? 'js.groups.unsubscribed_toast' : 'js.groups.subscribed_toast')),
        onError: (error) => toast.error(error.message || t('js.generic_error')),
      },
    );

  const leave = () =>
    membership.mutate('leave', {
      onSuccess: () => {
        setConfirmLeave(false);
        toast.success(t('js.groups.left_toast', { group: group.name }));
      },
      onError: (error) => toast.error(error.message || t('js.generic_error')),
    });

  const groupSubscribed = group.subscription_status === 'subscribed';
  const streamSubscribed = group.activitystream_subscription_status === 'subscribed';

  return (
    <div className="flex items-center gap-1">
      <IconButton
        label={t(group.favorited ? 'js.groups.unfavorite' : 'js.groups.favorite')}
        pressed={group.favorited}
        disabled={favorite.isPending}
        onClick={() =>
          favorite.mutate(!group.favorited, {
            onError: (error) => toast.error(error.message || t('js.generic_error')),
          })
        }
        icon={
          <Star
            aria-hidden
            className={group.favorited ? 'size-5 fill-amber-400 text-amber-400' : 'size-5 text-muted'}
          />
        }
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton
            label={t('js.groups.subscriptions')}
            icon={
              groupSubscribed || streamSubscribed ? (
                <Bell aria-hidden className="size-5 text-primary" />
              ) : (
                <BellOff aria-hidden className="size-5 text-muted" />
              )
            }
          />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-72" label={t('js.groups.subscriptions')}>
          <DropdownMenuLabel>{t('js.groups.subscriptions')}</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => toggleSubscription('group', groupSubscribed)}>
            {groupSubscribed ? t('js.groups.unsubscribe_group') : t('js.groups.subscribe_group')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => toggleSubscription('activitystream', streamSubscribed)}>
            {streamSubscribed
              ? t('js.groups.unsubscribe_activitystream')
              : t('js.groups.subscribe_activitystream')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {feed || group.can.leave ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <IconButton
              label={t('js.groups.more_actions')}
              icon={<MoreHorizontal aria-hidden className="size-5" />}
            />
          </DropdownMenuTrigger>
          <DropdownMenuContent label={t('js.groups.more_actions')}>
            {feed ? (
              <DropdownMenuItem asChild>
                <a href={feed} target="_blank" rel="noopener noreferrer">
                  <Rss aria-hidden className="size-4 text-muted" />
                  {t('js.groups.atom_feed')}
                </a>
              </DropdownMenuItem>
            ) : null}
            {feed && group.can.leave ? <DropdownMenuSeparator /> : null}
            {group.can.leave ? (
              <DropdownMenuItem
                icon={<LogOut aria-hidden />}
                className="text-danger data-[highlighted]:bg-danger-soft data-[highlighted]:text-danger"
                onSelect={() => setConfirmLeave(true)}
              >
                {t('js.groups.leave')}
              </DropdownMenuItem>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      <ConfirmDialog
        open={confirmLeave}
        onOpenChange={setConfirmLeave}
        title={t('js.groups.leave_confirm_title', { group: group.name })}
        description={t('js.groups.leave_confirm_text')}
        confirmLabel={t('js.groups.leave')}
        destructive
        pending={membership.isPending}
        onConfirm={leave}
      />
    </div>
  );
};
