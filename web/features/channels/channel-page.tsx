import {
  Archive,
  ChevronDown,
  FilePen,
  LayoutGrid,
  ListChecks,
  Newspaper,
  Palette,
  Pencil,
  Plus,
  Star,
} from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Channel } from '../../../contract/channels';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { IconButton } from '../../ui/icon-button';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { LazyChannelStartPage } from '../channel-widgets';
import { NotFoundPage } from '../errors';
import {
  applyTranslation,
  channelFields,
  LanguageSelector,
  useContentTranslation,
  useReadingLanguage,
  useTranslationFailureToast,
  withLanguage,
} from '../translations';
import { useChannel, useChannelFavorite, useChannelSubscription } from './api/use-channels';
import { channelDesignStyle } from './channel-design';
import { ChannelImage } from './channel-image';

/** The star, only for subscribed members (part 1 section 6). */
const FavoriteStar = ({ channel }: { channel: Channel }) => {
  const { t } = useTranslation();
  const favorite = useChannelFavorite(channel.slug);
  if (!channel.i.can.favorite) return null;
  const favorited = channel.i.favorited;
  return (
    <IconButton
      label={t(favorited ? 'js.channels.unfavorite' : 'js.channels.favorite')}
      pressed={favorited}
      disabled={favorite.isPending}
      onClick={() =>
        favorite.mutate(!favorited, {
          onError: (error) => toast.error(error.message || t('js.generic_error')),
        })
      }
      icon={
        <Star
          aria-hidden
          className={favorited ? 'size-5 fill-amber-400 text-amber-400' : 'size-5 text-muted'}
        />
      }
    />
  );
};

/**
 * The title dropdown: show blog, subscribe or unsubscribe, and for those who may update, edit channel
 * and add article.
 */
const TitleMenu = ({ channel }: { channel: Channel }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lng = useReadingLanguage();
  const subscription = useChannelSubscription();
  const subscribed = channel.i.subscribed;
  const toggle = () =>
    subscription.mutate(
      { slug: channel.slug, subscribe: !subscribed },
      {
        onSuccess: () =>
          toast.success(subscribed ? t('js.channels.unsubscribed_toast') : t('js.channels.subscribed_toast')),
        onError: (error) => toast.error(error.message || t('js.generic_error')),
      },
    );
  const canSubscribe = subscribed || channel.i.can.subscribe;
  const showBlog = !channel.content_hidden && channel.blog_id !== null;
  if (!canSubscribe && !channel.i.can.update && !showBlog) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="secondary" aria-label={t('js.channels.actions')}>
          {t('js.channels.actions')}
          <ChevronDown aria-hidden className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent label={t('js.channels.actions')}>
        {showBlog ? (
          <DropdownMenuItem
            icon={<Newspaper aria-hidden />}
            onSelect={() =>
              navigate(withLanguage(`/channels/${encodeURIComponent(channel.slug)}/blog/articles`, lng))
            }
          >
            {t('js.channels.show_blog')}
          </DropdownMenuItem>
        ) : null}
        {canSubscribe ? (
          <DropdownMenuItem onSelect={toggle} disabled={subscription.isPending}>
            {subscribed ? t('js.channels.unsubscribe') : t('js.channels.subscribe')}
          </DropdownMenuItem>
        ) : null}
        {canSubscribe && channel.i.can.update ? <DropdownMenuSeparator /> : null}
        {channel.i.can.update ? (
          <DropdownMenuItem
            icon={<Pencil aria-hidden />}
            onSelect={() => navigate(`/channels/${encodeURIComponent(channel.slug)}/edit`)}
          >
            {t('js.channels.edit')}
          </DropdownMenuItem>
        ) : null}
        {channel.i.can.update && channel.blog_id ? (
          <DropdownMenuItem
            icon={<Plus aria-hidden />}
            onSelect={() => navigate(`/blogs/${encodeURIComponent(channel.blog_id ?? '')}/articles/new`)}
          >
            {t('js.channels.add_article')}
          </DropdownMenuItem>
        ) : null}
        {channel.i.can.update ? (
          <DropdownMenuItem
            icon={<LayoutGrid aria-hidden />}
            onSelect={() => navigate(`/channels/${encodeURIComponent(channel.slug)}/layout/edit`)}
          >
            {t('js.channels.edit_layout')}
          </DropdownMenuItem>
        ) : null}
        {channel.i.can.update ? (
          <DropdownMenuItem
            icon={<Palette aria-hidden />}
            onSelect={() => navigate(`/channels/${encodeURIComponent(channel.slug)}/design/edit`)}
          >
            {t('js.channels.edit_design')}
          </DropdownMenuItem>
        ) : null}
        {channel.i.can.update ? (
          <DropdownMenuItem
            icon={<ListChecks aria-hidden />}
            onSelect={() => navigate(`/channels/${encodeURIComponent(channel.slug)}/widgets`)}
          >
            {t('js.channels.widgets')}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};

/** What a draft or archived channel shows to those who may not update it: its status only. */
const StatusMessage = ({ channel }: { channel: Channel }) => {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={
        channel.status === 'archived' ? (
          <Archive aria-hidden className="size-6" />
        ) : (
          <FilePen aria-hidden className="size-6" />
        )
      }
      title={t(`js.channels.status_message.${channel.status}`)}
    />
  );
};

/** /channels/{slug}: the channel's header with its tools, and its content. */
export const ChannelPage = () => {
  const { t } = useTranslation();
  const { channelSlug = '' } = useParams();
  const query = useChannel(channelSlug);
  const lng = useReadingLanguage();
  // The channel's translation (`?lng=`) carries its widgets' texts too; the start page reads it as well.
  const translation = useContentTranslation(
    query.data && !query.data.content_hidden ? lng : null,
    'channel',
    channelSlug,
  );
  useTranslationFailureToast(translation.error);
  const channel = query.data && applyTranslation(query.data, channelFields(translation.data?.fields));
  useDocumentTitle(channel?.title ?? t('js.channels.title'));

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  if (!channel) return null;
  return (
    <div
      className="mx-auto max-w-5xl space-y-6"
      style={channelDesignStyle(channel.design.derivedColors)}
      data-testid="channel-page"
    >
      <header className="flex flex-wrap items-start gap-4">
        {channel.content_hidden ? null : (
          <ChannelImage channel={channel} className="size-16" size="200x200" />
        )}
        <div className="min-w-0 flex-1">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight text-ink">
            {channel.title}
            {channel.status !== 'published' ? (
              <Badge tone="warning">{t(`js.channels.status.${channel.status}`)}</Badge>
            ) : null}
          </h1>
          <p className="mt-1 text-sm text-muted" data-testid="channel-subscribers">
            {t('js.channels.subscribers', { count: channel.subscribers_count })}
          </p>
        </div>
        <div className="flex items-center gap-1">
          {channel.content_hidden ? null : <LanguageSelector />}
          <FavoriteStar channel={channel} />
          <TitleMenu channel={channel} />
        </div>
      </header>
      {channel.content_hidden ? (
        <StatusMessage channel={channel} />
      ) : (
        <>
          {channel.description ? (
            <p className="whitespace-pre-line text-ink" data-testid="channel-description">
              {channel.description}
            </p>
          ) : null}
          <Suspense fallback={<LoadingState />}>
            <LazyChannelStartPage slug={channel.slug} canUpdate={channel.i.can.update} />
          </Suspense>
        </>
      )}
    </div>
  );
};

export { ChannelPage as Component };
