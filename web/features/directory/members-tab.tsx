import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DirectoryMemberPage, DirectoryOverview } from '../../../contract/directory';
import { Card } from '../../ui/card';
import { Pagination } from '../../ui/pagination';
import { totalPagesOf } from '../../ui/pagination-window';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { MemberListItem, MemberSections } from '../members';
import { useDirectoryMembers } from './api/use-directory';
import { GlossaryBar, SearchBox, SelectControl, SortControl } from './list-controls';
import { TooLarge } from './too-large';
import { useListParams } from './use-list-params';

const filterParam = (key: string) => `filter[${key}]`;

/** The members tab: search, A-Z, the network's profile filters, sort, and the member rows. */
export const MembersTab = ({ overview }: { overview: DirectoryOverview }) => {
  const { t } = useTranslation();
  const list = useListParams();
  const { settings } = overview;
  const letter = list.params.get('letter');
  const sort = list.params.get('sort_by') ?? `${settings.default_sort},asc`;
  const query: Record<string, string> = { page: String(list.page), sort_by: sort };
  if (list.q) query.q = list.q;
  if (letter) query['filter[glossary]'] = letter;
  for (const field of settings.filter_profile_fields) {
    const value = list.params.get(field.key);
    if (value) query[filterParam(field.key)] = value;
  }
  const members = useDirectoryMembers(query);
  const data = members.data;

  return (
    <div className="space-y-4">
      <SearchBox value={list.text} onChange={list.setText} label={t('js.directory.search_members')} />
      <GlossaryBar letter={letter} onChange={(next) => list.set('letter', next)} />
      <div className="flex flex-wrap items-end gap-3">
        {settings.filter_profile_fields.map((field) => (
          <SelectControl
            key={field.key}
            label={field.label}
            value={list.params.get(field.key) ?? ''}
            options={[
              { value: '', label: t('js.directory.any_value') },
              ...field.values.map((value) => ({ value, label: value })),
            ]}
            onChange={(value) => list.set(field.key, value)}
          />
        ))}
        <SortControl
          value={sort}
          sorts={data?.available_sorts}
          onChange={(value) => list.set('sort_by', value)}
        />
      </div>
      <Card
        title={
          data
            ? t('js.directory.member_count', { count: data.pagination.total })
            : t('js.directory.members_tab')
        }
        titleId="directory-members-title"
        bodyClassName="p-0"
      >
        {members.isPending ? (
          <LoadingState />
        ) : members.isError ? (
          <ErrorState className="m-5" onRetry={() => void members.refetch()} />
        ) : data?.too_large ? (
          <TooLarge />
        ) : data?.entries.length ? (
          <MemberRows data={data} fields={settings.profile_fields} busy={members.isFetching} />
        ) : (
          <EmptyState icon={<Users aria-hidden className="size-6" />} title={t('js.directory.empty')} />
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

/** Member rows with the profile fields the network shows in the directory. */
const MemberRows = ({
  data,
  fields,
  busy,
}: {
  data: DirectoryMemberPage;
  fields: DirectoryOverview['settings']['profile_fields'];
  busy: boolean;
}) => (
  <MemberSections
    entries={data.entries}
    sections={data.sections}
    busy={busy}
    renderItem={(member) => {
      const shown = fields.filter((field) => member.profile[field.key]);
      return (
        <>
          <MemberListItem member={member} />
          {shown.length > 0 ? (
            <dl className="-mt-2 flex flex-wrap gap-x-4 gap-y-1 px-4 pb-3 pl-[4.4rem] text-sm text-muted sm:px-5 sm:pl-[4.6rem]">
              {shown.map((field) => (
                <div key={field.key} className="flex gap-1">
                  <dt>{field.label}:</dt>
                  <dd className="text-ink">{member.profile[field.key]}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      );
    }}
  />
);
