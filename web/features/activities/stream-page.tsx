import { useQueryClient } from '@tanstack/react-query';
import { Newspaper, Rss } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { activitiesPaths } from '../../../contract/activities';
import { apiFetch } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { ActivityCard } from './activity-card';
import { activityKeys } from './api/activity-keys';
import { useMarkStreamRead } from './api/mutations';
import { useStream } from './api/queries';
import { Composer } from './composer';
import { NewActivitiesPill } from './new-activities-pill';
import '../../ui/rich-content.css';

/**
 * /activitystreams/:slug and the group tab /groups/:groupSlug/activities: composer, the stream newest
 * first with infinite scroll (and a button for keyboards), `?tag=` filter. Opening it reads the stream.
 */
export const StreamPage = () => {
  const { t } = useTranslation();
  const params = useParams();
  const group = params.groupSlug !== undefined;
  const slug = (group ? params.groupSlug : params.slug) ?? 'all';
  const [search] = useSearchParams();
  const tag = search.get('tag');
  const stream = useStream(slug, group, tag);
  const markRead = useMarkStreamRead();
  const queryClient = useQueryClient();
  const info = stream.data?.pages[0]?.stream;
  const title = info
    ? info.kind === 'network' && info.slug === 'all'
      ? t('js.activities.all_stream')
      : info.name
    : '';
  useDocumentTitle(title || t('js.activities.title'));

  const mutateRead = markRead.mutate;
  // Unread counts that arrive after this moment are activities posted since the stream was read.
  const [readAt, setReadAt] = useState(Number.POSITIVE_INFINITY);
  const read = useCallback(
    (streamSlug: string) => mutateRead(streamSlug, { onSuccess: () => setReadAt(Date.now()) }),
    [mutateRead],
  );
  const loaded = stream.isSuccess;
  useEffect(() => {
    if (loaded) read(slug);
  }, [loaded, read, slug]);
  const { refetch } = stream;
  const showNewActivities = useCallback(async () => {
    setReadAt(Number.POSITIVE_INFINITY);
    await refetch();
    read(slug);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [refetch, read, slug]);

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = stream;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (stream.isPending) return <LoadingState />;
  if (stream.isError || !info) return <ErrorState onRetry={() => void stream.refetch()} />;
  const activities = stream.data.pages.flatMap((page) => page.activities);
  const subscribed = info.subscription_status === 'subscribed';
  const toggleSubscription = () =>
    apiFetch(activitiesPaths.subscribe(info.slug), { method: subscribed ? 'DELETE' : 'POST' })
      .then(() => queryClient.invalidateQueries({ queryKey: activityKeys.all }))
      .catch(() => toast.error(t('js.generic_error')));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        {group ? (
          <h2 className="flex-1 text-lg font-semibold">{t('js.activities.title')}</h2>
        ) : (
          <h1 className="flex-1 text-xl font-semibold">{title}</h1>
        )}
        {info.atom_url ? (
          <a
            href={info.atom_url}
            className="inline-flex items-center gap-1 text-sm text-muted hover:underline"
          >
            <Rss aria-hidden className="size-4" />
            {t('js.activities.atom')}
          </a>
        ) : null}
        {info.can.subscribe ? (
          <Button size="sm" variant="secondary" onClick={toggleSubscription} aria-pressed={subscribed}>
            {subscribed ? t('js.activities.unsubscribe') : t('js.activities.subscribe')}
          </Button>
        ) : null}
      </div>
      {tag ? (
        <p className="text-sm">
          {t('js.activities.filtered_by', { tag })}{' '}
          <Link
            to={group ? `/groups/${slug}/activities` : `/activitystreams/${slug}`}
            className="text-primary hover:underline"
          >
            {t('js.activities.clear_filter')}
          </Link>
        </p>
      ) : null}
      {tag ? null : <NewActivitiesPill slug={slug} readAt={readAt} onShow={() => void showNewActivities()} />}
      {info.can.post && !tag ? (
        <Card>
          <Composer slug={info.slug} />
        </Card>
      ) : null}
      {activities.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Newspaper aria-hidden className="size-6" />}
            title={t('js.activities.empty')}
            description={info.can.post ? t('js.activities.empty_can_post') : undefined}
          />
        </Card>
      ) : (
        <div className="flex flex-col gap-4">
          {activities.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} showStream={false} />
          ))}
        </div>
      )}
      <div ref={sentinel} />
      {stream.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void stream.fetchNextPage()}
          loading={stream.isFetchingNextPage}
        >
          {t('js.activities.load_more')}
        </Button>
      ) : null}
    </div>
  );
};

export { StreamPage as Component };
