import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';
import { toast } from '../../ui/toaster';
import { useCreateChannel } from './api/use-channels';
import { ChannelForm } from './channel-form';

const EMPTY = {
  title: '',
  description: '',
  status: 'draft' as const,
  image: null,
  audience: [],
  editors: [],
};

/** /channels/new: a new channel, a draft until published; its creator edits it. */
export const NewChannelPage = () => {
  const { t } = useTranslation();
  const create = useCreateChannel();
  useDocumentTitle(t('js.channels.new'));
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.channels.new')}</h1>
      <ChannelForm
        initial={EMPTY}
        submitLabel={t('js.channels.form.create')}
        onSubmit={async (values) => {
          const channel = await create.mutateAsync({ channel: values });
          toast.success(t('js.channels.created_toast', { channel: channel.title }));
          return `/channels/${encodeURIComponent(channel.slug)}`;
        }}
      />
    </div>
  );
};

export { NewChannelPage as Component };
