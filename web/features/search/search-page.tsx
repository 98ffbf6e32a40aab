import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { SEARCH_SORTS, type SearchResponse, type SearchSort } from '../../../contract/search';
import { isSearchModule } from '../../../contract/search-modules';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { inputClasses } from '../../ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { useSearch } from './api/use-search';
import { hitCount } from './hit-count';
import { SearchResults } from './search-results';
import { loadSearchStrings } from './strings';

const isSort = (value: string | null): value is SearchSort =>
  (SEARCH_SORTS as readonly (string | null)[]).includes(value);
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};

/** /search and /groups/:groupSlug/search: overview, module view, filters with counts, sorting. */
export const SearchPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { groupSlug = null } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const moduleParam = searchParams.get('module');
  const module = isSearchModule(moduleParam) || moduleParam === 'memberships' ? moduleParam : null;
  const sortParam = searchParams.get('sort_by');
  const sortBy: SearchSort = isSort(sortParam) ? sortParam : 'relevance,desc';
  const page = pageOf(searchParams.get('page'));
  const [text, setText] = useState(q);
  useDocumentTitle(q ? t('js.search.title_with_query', { q }) : t('js.search.title'));

  const overview = useSearch({ q, page: 1, sortBy, module: null, groupSlug });
  const moduleView = useSearch({ q: module ? q : '', page, sortBy, module, groupSlug });
  const shown = module ? moduleView : overview;

  const change = (values: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(values)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearchParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: text.trim(), page: null });
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">
            {q ? t('js.search.title_with_query', { q }) : t('js.search.title')}
          </h1>
          {module ? (
            <p className="mt-1 text-muted">
              {t('js.search.in_module', { module: t(`js.search.modules.${module}`) })}
            </p>
          ) : null}
        </div>
        {module || groupSlug ? (
          <Button
            variant="secondary"
            onClick={() => navigate(`/search?${new URLSearchParams({ q }).toString()}`)}
          >
            {t('js.search_results.search_globally')}
          </Button>
        ) : null}
      </div>
      <search aria-label={t('js.search.query_label')}>
        <form onSubmit={submit} className="flex gap-2">
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-label={t('js.search.query_label')}
            placeholder={t('js.search.placeholder')}
            className={inputClasses}
          />
          <Button type="submit" variant="primary">
            {t('js.search.submit')}
          </Button>
        </form>
      </search>
      {q === '' ? (
        <Card>
          <EmptyState title={t('js.search.title')} description={t('js.search_results.enter_query')} />
        </Card>
      ) : (
        <>
          <Filters
            counts={overview.data}
            module={module}
            sortBy={sortBy}
            onModule={(value) => change({ module: value, page: null })}
            onSort={(value) => change({ sort_by: value, page: null })}
          />
          {shown.isPending ? (
            <LoadingState label={t('js.search_results.loading')} />
          ) : shown.isError ? (
            <ErrorState message={t('js.search_results.error')} onRetry={() => void shown.refetch()} />
          ) : (
            <SearchResults
              data={shown.data}
              q={q}
              module={module}
              onModule={(value) => change({ module: value, page: null })}
              onPage={(value) => change({ page: String(value) })}
            />
          )}
        </>
      )}
    </div>
  );
};

type FiltersProps = {
  counts: SearchResponse | undefined;
  module: string | null;
  sortBy: SearchSort;
  onModule: (module: string | null) => void;
  onSort: (sort: string) => void;
};

/** Filter buttons with each module's hit count (from the overview), and the sort menu. */
const Filters = ({ counts, module, sortBy, onModule, onSort }: FiltersProps) => {
  const { t, i18n } = useTranslation();
  const entries = Object.entries(counts ?? {}).map(([name, result]) => ({
    module: name.replace(/_query$/, ''),
    count: hitCount(t, i18n.language, result),
  }));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('js.search_results.filters')}</legend>
        <Button
          variant={module === null ? 'primary' : 'secondary'}
          aria-pressed={module === null}
          onClick={() => onModule(null)}
        >
          {t('js.search_results.all')}
        </Button>
        {entries.map((entry) => (
          <Button
            key={entry.module}
            variant={module === entry.module ? 'primary' : 'secondary'}
            aria-pressed={module === entry.module}
            onClick={() => onModule(entry.module)}
          >
            {t(`js.search.modules.${entry.module}`)} ({entry.count})
          </Button>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-muted">
        {t('js.search_results.sort_label')}
        <select value={sortBy} onChange={(event) => onSort(event.target.value)} className={inputClasses}>
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`js.search_results.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
};

/** The route loads the page's strings before it renders. */
export const loader = () => loadSearchStrings().then(() => null);

export { SearchPage as Component };
