import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SearchQueryResult, SearchResponse } from '../../../contract/search';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Pagination } from '../../ui/pagination';
import { EmptyState } from '../../ui/states';
import { hitTotal } from './hit-count';
import { SearchHitItem } from './search-hit';

const moduleOf = (queryName: string) => queryName.replace(/_query$/, '');

type Props = {
  data: SearchResponse;
  q: string;
  module: string | null;
  onModule: (module: string | null) => void;
  onPage: (page: number) => void;
};

/** The overview (a block per module with "show more results") or one module's paged hits. */
export const SearchResults = ({ data, q, module, onModule, onPage }: Props) => {
  const { t } = useTranslation();
  const blocks = Object.entries(data).filter(([, result]) => result.total > 0);
  if (blocks.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<SearchX aria-hidden className="size-6" />}
          title={t('js.search.no_results')}
          description={t('js.search.no_results_text', { q })}
        />
      </Card>
    );
  return (
    <div className="space-y-4">
      {blocks.map(([name, result]) => (
        <ModuleBlock
          key={name}
          module={moduleOf(name)}
          result={result}
          paged={module !== null}
          onMore={() => onModule(moduleOf(name))}
          onPage={onPage}
        />
      ))}
    </div>
  );
};

type BlockProps = {
  module: string;
  result: SearchQueryResult;
  paged: boolean;
  onMore: () => void;
  onPage: (page: number) => void;
};

const ModuleBlock = ({ module, result, paged, onMore, onPage }: BlockProps) => {
  const { t, i18n } = useTranslation();
  const totalPages = Math.ceil(result.total / result.per);
  return (
    <Card>
      <section aria-labelledby={`search-${module}`} className="p-4">
        <h2 id={`search-${module}`} className="text-lg font-semibold text-ink">
          {t(`js.search.modules.${module}`)}{' '}
          <span className="text-sm font-normal text-muted">{hitTotal(t, i18n.language, result)}</span>
        </h2>
        <ul className="divide-y divide-black/5">
          {result.hits.map((hit) => (
            <SearchHitItem key={hit.id} hit={hit} />
          ))}
        </ul>
        {paged && totalPages > 1 ? (
          <Pagination page={result.page} totalPages={totalPages} onPageChange={onPage} className="mt-3" />
        ) : null}
        {!paged && result.total > result.hits.length ? (
          <Button variant="secondary" onClick={onMore} className="mt-3">
            {t('js.search_results.show_more')}
          </Button>
        ) : null}
      </section>
    </Card>
  );
};
