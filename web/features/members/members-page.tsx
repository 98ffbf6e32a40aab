import { Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MEMBER_SEARCH_DEBOUNCE_MS } from '../../app/api/member-search';
import { useDocumentTitle } from '../../app/use-document-title';
import { Card } from '../../ui/card';
import { inputClasses } from '../../ui/form-field';
import { Pagination } from '../../ui/pagination';
import { totalPagesOf } from '../../ui/pagination-window';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useMembers } from './api/use-members';
import { MemberListItem } from './member-list-item';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** /members: everyone in the network, searchable (375 ms debounce), paged. */
export const MembersPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(searchParams.get('q') ?? '');
  const debounced = useDebouncedValue(text, MEMBER_SEARCH_DEBOUNCE_MS);
  const page = pageOf(searchParams.get('page'));
  const members = useMembers(debounced, page);
  useDocumentTitle(t('js.members.title'));

  // The URL follows the settled search term, so the list can be linked and the back button works.
  useEffect(() => {
    setSearchParams(
      (params) => {
        const current = params.get('q') ?? '';
        if (current === debounced.trim()) return params;
        const next = new URLSearchParams();
        if (debounced.trim()) next.set('q', debounced.trim());
        return next;
      },
      { replace: true },
    );
  }, [debounced, setSearchParams]);

  const data = members.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.members.title')}</h1>
          <p className="mt-1 text-muted">{t('js.members.intro')}</p>
        </div>
      </div>
      <search className="relative block" aria-label={t('js.members.search_label')}>
        <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-subtle" />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={t('js.members.search_label')}
          placeholder={t('js.members.search_placeholder')}
          className={`${inputClasses} pl-9`}
        />
      </search>
      <Card
        title={data ? t('js.members.count', { count: data.total }) : t('js.members.title')}
        titleId="members-list-title"
        bodyClassName="p-0"
      >
        {members.isPending ? (
          <LoadingState />
        ) : members.isError ? (
          <ErrorState className="m-5" onRetry={() => void members.refetch()} />
        ) : data?.entries.length ? (
          <ul className="divide-y divide-border" aria-busy={members.isFetching || undefined}>
            {data.entries.map((member) => (
              <li key={member.id}>
                <MemberListItem member={member} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<Users aria-hidden className="size-6" />}
            title={t('js.members.no_results')}
            description={
              debounced.trim() ? t('js.members.no_results_text', { q: debounced.trim() }) : undefined
            }
          />
        )}
        {data ? (
          <Pagination
            className="border-t border-border py-3"
            page={page}
            totalPages={totalPagesOf(data.total, data.per)}
            onPageChange={(next) =>
              setSearchParams((params) => {
                const updated = new URLSearchParams(params);
                updated.set('page', String(next));
                return updated;
              })
            }
          />
        ) : null}
      </Card>
    </div>
  );
};

export { MembersPage as Component };
