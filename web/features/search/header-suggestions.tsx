import { Loader2 } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchHit, SearchModule } from '../../../contract/search';
import { optionId } from '../../app/shell/header/search-scope';
import { cn } from '../../ui/cn';
import { useSearch } from './api/use-search';
import { HighlightedTitle } from './search-hit';

/** Hits per module the dropdown shows; the overview has five, the search page the rest. */
const HITS_PER_MODULE = 3;

export type Suggestion = { id: string; url: string };

type Props = {
  /** The debounced query (part 1 section 9: 300 ms). */
  q: string;
  module: SearchModule | null;
  groupSlug: string | null;
  /** Where "show all results" goes: the search page in the chosen scope. */
  allResultsUrl: string;
  /** The option the arrow keys reached, as its index in the list `onOptions` reported. */
  active: number;
  onOptions: (options: Suggestion[]) => void;
  onPick: (url: string) => void;
};

type Block = { module: string; hits: SearchHit[] };

/**
 * The header search's dropdown while typing: the first hits of each module and "show all results".
 * The input keeps focus and owns the keys (search-bar.tsx); this lists the options in a listbox the
 * input names with aria-activedescendant.
 */
const HeaderSuggestions = ({ q, module, groupSlug, allResultsUrl, active, onOptions, onPick }: Props) => {
  const { t } = useTranslation();
  const search = useSearch({ q, page: 1, sortBy: 'relevance,desc', module, groupSlug });
  const blocks = useMemo<Block[]>(
    () =>
      Object.entries(search.data ?? {})
        .filter(([, result]) => result.hits.length > 0)
        .map(([name, result]) => ({
          module: name.replace(/_query$/, ''),
          hits: result.hits.slice(0, HITS_PER_MODULE),
        })),
    [search.data],
  );
  const options = useMemo<Suggestion[]>(
    () => [
      ...blocks.flatMap((block) =>
        block.hits.map((hit) => ({ id: `${block.module}:${hit.id}`, url: hit.url })),
      ),
      { id: 'all', url: allResultsUrl },
    ],
    [blocks, allResultsUrl],
  );
  useEffect(() => onOptions(options), [options, onOptions]);

  let index = 0;
  const option = (url: string, children: ReactNode, key: string) => {
    const at = index++;
    return (
      <div
        key={key}
        id={optionId(at)}
        role="option"
        tabIndex={-1}
        aria-selected={at === active}
        className={cn(
          'cursor-pointer rounded-lg px-3 py-1.5 text-sm text-ink',
          at === active ? 'bg-primary/10' : 'hover:bg-black/5',
        )}
        // mousedown keeps the focus in the input (a click would blur it and close the list first).
        onMouseDown={(event) => {
          event.preventDefault();
          onPick(url);
        }}
      >
        {children}
      </div>
    );
  };

  return (
    <div className="absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-black/10 bg-surface p-2 shadow-lg">
      {search.isPending ? (
        <p className="flex items-center gap-2 px-3 py-2 text-sm text-muted" role="status">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('js.search_results.loading')}
        </p>
      ) : search.isError ? (
        <p className="px-3 py-2 text-sm text-danger" role="alert">
          {t('js.search_results.error')}
        </p>
      ) : blocks.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted" role="status">
          {t('js.search.no_results_text', { q })}
        </p>
      ) : null}
      <div id="header-search-options" role="listbox" aria-label={t('js.search_results.suggestions')}>
        {blocks.map((block) => (
          // biome-ignore lint/a11y/useSemanticElements: an ARIA group of options inside a listbox, not a form fieldset
          <div
            key={block.module}
            role="group"
            aria-labelledby={`header-search-${block.module}`}
            className="mb-1"
          >
            <span
              id={`header-search-${block.module}`}
              className="block px-3 pt-1 pb-0.5 text-xs font-semibold text-subtle uppercase"
            >
              {t(`js.search.modules.${block.module}`)}
            </span>
            {block.hits.map((hit) =>
              option(
                hit.url,
                <HighlightedTitle hit={hit} className="[&_mark]:bg-yellow-200" />,
                `${block.module}:${hit.id}`,
              ),
            )}
          </div>
        ))}
        {option(
          allResultsUrl,
          <span className="font-medium text-primary">{t('js.search_results.show_all', { q })}</span>,
          'all',
        )}
      </div>
    </div>
  );
};

export default HeaderSuggestions;
