import { Search } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '../../../ui/cn';
import { groupSlugOfPath } from '../userbar/userbar-for-path';
import { moduleForLocation, optionId, type SearchScope, searchPath } from './search-scope';

/** Part 1 section 9: the dropdown asks after 300 ms without typing and closes 250 ms after blur. */
const DEBOUNCE_MS = 300;
const BLUR_DELAY_MS = 250;

type Option = { id: string; url: string };

/** The dropdown and its strings load on the first typing, not with the shell. */
const HeaderSuggestions = lazy(() =>
  Promise.all([
    import('../../../features/search/strings').then((m) => m.loadSearchStrings()),
    import('../../../features/search/header-suggestions'),
  ]).then(([, module]) => module),
);

/**
 * The header's search: a query and a scope (everywhere, the current module, the current group), with
 * a dropdown of the first hits per module while typing. The input keeps focus: arrows move through
 * the options, Enter opens the one reached (or the search page), Escape closes the dropdown.
 */
export const SearchBar = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const module = moduleForLocation(location.pathname, location.search);
  const groupSlug = groupSlugOfPath(location.pathname);
  const [query, setQuery] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Option[]>([]);
  const [active, setActive] = useState(-1);
  const [chosenScope, setScope] = useState<SearchScope>('global');
  const scope: SearchScope =
    (chosenScope === 'module' && !module) || (chosenScope === 'group' && !groupSlug) ? 'global' : chosenScope;
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  const onOptions = useCallback((next: Option[]) => {
    setOptions(next);
    setActive(-1);
  }, []);

  const go = (url: string) => {
    setOpen(false);
    setActive(-1);
    navigate(url);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = options[active];
    go(open && picked ? picked.url : searchPath(query, scope, module, groupSlug));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    if (options.length === 0) return;
    const last = options.length - 1;
    setActive((current) =>
      event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
    );
  };
  const showing = open && debounced !== '';

  return (
    <search className={cn('contents', className)} aria-label={t('js.header.search')}>
      <form
        onSubmit={submit}
        className={cn(
          'relative flex h-10 items-center rounded-xl border border-black/10 bg-black/[0.035] transition-colors',
          'w-full focus-within:border-primary focus-within:bg-surface focus-within:ring-3 focus-within:ring-primary/15',
        )}
      >
        <Search aria-hidden className="ml-3 size-4 shrink-0 text-header-text/50" />
        <input
          type="search"
          role="combobox"
          aria-expanded={showing}
          aria-controls={showing ? 'header-search-options' : undefined}
          aria-autocomplete="list"
          aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setOpen(false), BLUR_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
          aria-label={t('js.search.query_label')}
          placeholder={t('js.search.placeholder')}
          className="h-full min-w-0 flex-1 bg-transparent px-2.5 text-sm text-ink placeholder:text-subtle focus:outline-none"
        />
        <label className="sr-only" htmlFor="search-scope">
          {t('js.search.scope_label')}
        </label>
        <select
          id="search-scope"
          value={scope}
          onChange={(event) => setScope(event.target.value as SearchScope)}
          className="mr-1 h-8 max-w-[10rem] rounded-lg border-0 bg-transparent pr-1 pl-2 text-xs font-medium text-muted hover:bg-black/5 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <option value="global">{t('js.search.scope.global')}</option>
          {module ? (
            <option value="module">
              {t('js.search.scope.module', { module: t(`js.search.modules.${module}`) })}
            </option>
          ) : null}
          {groupSlug ? <option value="group">{t('js.search.scope.group')}</option> : null}
        </select>
        {showing ? (
          <Suspense fallback={null}>
            <HeaderSuggestions
              q={debounced}
              module={scope === 'module' ? module : null}
              groupSlug={scope === 'group' ? groupSlug : null}
              allResultsUrl={searchPath(debounced, scope, module, groupSlug)}
              active={active}
              onOptions={onOptions}
              onPick={go}
            />
          </Suspense>
        ) : null}
      </form>
    </search>
  );
};
