import { FolderSearch, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/client';
import { dataName } from '../../i18n/data-names';
import { Card } from '../../ui/card';
import { Pagination } from '../../ui/pagination';
import { totalPagesOf } from '../../ui/pagination-window';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { useDirectoryGroups } from './api/use-directory';
import { GroupRow } from './group-row';
import { GlossaryBar, SearchBox, SelectControl, SortControl } from './list-controls';
import { TooLarge } from './too-large';
import { useListParams } from './use-list-params';

/** Which groups of the category: all, the viewer's, or those to discover. */
const SCOPES = ['all', 'mine', 'not_joined'] as const;
type Scope = (typeof SCOPES)[number];
const scopeOf = (value: string | null): Scope => SCOPES.find((scope) => scope === value) ?? 'all';

/** A group category's tab: its groups to find and join (part 3 sections 2.2 and 7). */
export const GroupsTab = ({ category }: { category: string }) => {
  const { t } = useTranslation();
  const list = useListParams();
  const letter = list.params.get('letter');
  const scope = scopeOf(list.params.get('scope'));
  const sort = list.params.get('sort_by') ?? 'name,asc';
  const query: Record<string, string> = { page: String(list.page), sort_by: sort };
  if (list.q) query.q = list.q;
  if (letter) query['filter[glossary]'] = letter;
  if (scope === 'mine') query.only_subscribed = 'true';
  if (scope === 'not_joined') query.not_joined = 'true';
  const groups = useDirectoryGroups(category, query);
  const data = groups.data;

  if (groups.isError && isApiError(groups.error) && groups.error.status === 404) {
    return (
      <EmptyState
        icon={<FolderSearch aria-hidden className="size-6" />}
        title={t('js.directory.category_not_found')}
      />
    );
  }
  return (
    <div className="space-y-4">
      <SearchBox value={list.text} onChange={list.setText} label={t('js.directory.search_groups')} />
      <GlossaryBar letter={letter} onChange={(next) => list.set('letter', next)} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectControl
          label={t('js.directory.show')}
          value={scope}
          options={SCOPES.map((value) => ({ value, label: t(`js.directory.scopes.${value}`) }))}
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
            ? `${dataName(t, data.category.plural_name)} · ${t('js.directory.group_count', { count: data.pagination.total })}`
            : t('js.directory.title')
        }
        titleId="directory-groups-title"
        bodyClassName="p-0"
      >
        {groups.isPending ? (
          <LoadingState />
        ) : groups.isError ? (
          <ErrorState className="m-5" onRetry={() => void groups.refetch()} />
        ) : data?.too_large ? (
          <TooLarge />
        ) : data?.entries.length ? (
          <ul className="divide-y divide-border" aria-busy={groups.isFetching || undefined}>
            {data.entries.map((group) => (
              <li key={group.id}>
                <GroupRow group={group} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={<Users aria-hidden className="size-6" />} title={t('js.directory.no_groups')} />
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
