import { Newspaper, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChannelSummary } from '../../../contract/channels';
import { useDocumentTitle } from '../../app/use-document-title';
import { buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { useChannelSections } from './api/use-channels';
import { ChannelRow } from './channel-row';

const SECTIONS = ['subscribed', 'recent', 'popular'] as const;

const Section = ({ name, channels }: { name: (typeof SECTIONS)[number]; channels: ChannelSummary[] }) => {
  const { t } = useTranslation();
  return (
    <Card title={t(`js.channels.sections.${name}`)} titleId={`channels-${name}`} bodyClassName="p-0">
      {channels.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted">{t(`js.channels.sections.${name}_empty`)}</p>
      ) : (
        <ul className="divide-y divide-border">
          {channels.map((channel) => (
            <li key={channel.id}>
              <ChannelRow channel={channel} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};

/** /channels: the member's subscribed, recently visited and popular channels (part 1 section 2.2). */
export const ChannelsPage = () => {
  const { t } = useTranslation();
  const sections = useChannelSections();
  useDocumentTitle(t('js.channels.title'));
  const data = sections.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.channels.title')}</h1>
          <p className="mt-1 text-muted">{t('js.channels.intro')}</p>
        </div>
        <div className="flex gap-2">
          <Link to="/directory/channels" className={buttonClasses('secondary', 'sm')}>
            {t('js.channels.all_channels')}
          </Link>
          {data?.can.create_channels ? (
            <Link to="/channels/new" className={buttonClasses('primary', 'sm')}>
              <Plus aria-hidden className="size-4" />
              {t('js.channels.new')}
            </Link>
          ) : null}
        </div>
      </div>
      {sections.isPending ? (
        <LoadingState />
      ) : sections.isError ? (
        <ErrorState onRetry={() => void sections.refetch()} />
      ) : data && SECTIONS.every((name) => data[name].length === 0) ? (
        <EmptyState icon={<Newspaper aria-hidden className="size-6" />} title={t('js.channels.none')} />
      ) : data ? (
        SECTIONS.map((name) =>
          name === 'subscribed' || data[name].length > 0 ? (
            <Section key={name} name={name} channels={data[name]} />
          ) : null,
        )
      ) : null}
    </div>
  );
};

export { ChannelsPage as Component };
