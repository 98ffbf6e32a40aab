import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { Pagination } from '../../ui/pagination';
import { totalPagesOf } from '../../ui/pagination-window';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { ChannelRow } from '../channels';
import { useDirectoryChannels } from './api/use-directory';
import { GlossaryBar, SearchBox, SelectControl, SortControl } from './list-controls';
import { TooLarge } from './too-large';
import { useListParams } from './use-list-params';

const SCOPES = ['all', 'subscribed'] as const;
type Scope = (typeof SCOPES)[number];
const scopeOf = (value: string | null): Scope => SCOPES.find((scope) => scope === value) ?? 'all';

/** The channels tab (part 1 section 2.4): search, A-Z, only subscribed, sort, subscribe in the row. */
export const ChannelsTab = () => {
  const { t } = useTranslation();
  const list = useListParams();
  const letter = list.params.get('letter');
  const scope = scopeOf(list.params.get('scope'));
  const sort = list.params.get('sort_by') ?? 'title,asc';
  const query: Record<string, string> = { page: String(list.page), sort_by: sort };
  if (list.q) query.q = list.q;
  if (letter) query['filter[glossary]'] = letter;
  if (scope === 'subscribed') query.only_subscribed = 'true';
  const channels = useDirectoryChannels(query);
  const data = channels.data;

  return (
    <div className="space-y-4">
      <SearchBox value={list.text} onChange={list.setText} label={t('js.directory.search_channels')} />
      <GlossaryBar letter={letter} onChange={(next) => list.set('letter', next)} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectControl
          label={t('js.directory.show')}
          value={scope}
          options={SCOPES.map((value) => ({ value, label: t(`js.directory.channel_scopes.${value}`) }))}
          onChange={(value) => list.set('scope', value === 'all' ? null : value)}
        />
        <SortControl
          value={sort}
          sorts={data?.available_sorts}
          onChange={(value) => list.set('sort_by', value)}
        />
      </div>
      <Card
        title={
          data
            ? t('js.directory.channel_count', { count: data.pagination.total })
            : t('js.directory.channels_tab')
        }
        titleId="directory-channels-title"
        bodyClassName="p-0"
      >
        {channels.isPending ? (
          <LoadingState />
        ) : channels.isError ? (
          <ErrorState className="m-5" onRetry={() => void channels.refetch()} />
        ) : data?.too_large ? (
          <TooLarge />
        ) : data?.entries.length ? (
          <ul className="divide-y divide-border" aria-busy={channels.isFetching || undefined}>
            {data.entries.map((channel) => (
              <li key={channel.id}>
                <ChannelRow channel={channel} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<Newspaper aria-hidden className="size-6" />}
            title={t('js.directory.no_channels')}
          />
        )}
        {data && !data.too_large ? (
          <Pagination
            className="border-t border-border py-3"
            page={list.page}
            totalPages={totalPagesOf(data.pagination.total, data.pagination.per_page)}
            onPageChange={(next) => list.set('page', String(next))}
          />
        ) : null}
      </Card>
    </div>
  );
};
