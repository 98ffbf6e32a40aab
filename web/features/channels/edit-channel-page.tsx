import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { LazyTranslationEditor } from '../translations';
import { useChannel, useUpdateChannel } from './api/use-channels';
import { ChannelForm } from './channel-form';

/** /channels/{slug}/edit: for those who may update the channel; everyone else finds nothing here. */
export const EditChannelPage = () => {
  const { t } = useTranslation();
  const { channelSlug = '' } = useParams();
  const query = useChannel(channelSlug);
  const update = useUpdateChannel(channelSlug);
  useDocumentTitle(t('js.channels.edit'));
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  const channel = query.data;
  if (!channel.i.can.update) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">
        {t('js.channels.edit_title', { channel: channel.title })}
      </h1>
      <ChannelForm
        initial={{
          title: channel.title,
          description: channel.description,
          status: channel.status,
          image: channel.image,
          audience: channel.audience ?? [],
          editors: channel.editors ?? [],
        }}
        submitLabel={t('js.save')}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync({ channel: values });
          toast.success(t('js.saving_successful'));
          return `/channels/${encodeURIComponent(saved.slug)}`;
        }}
      />
      <Suspense fallback={null}>
        <LazyTranslationEditor type="channel" id={channel.slug} />
      </Suspense>
    </div>
  );
};

export { EditChannelPage as Component };
