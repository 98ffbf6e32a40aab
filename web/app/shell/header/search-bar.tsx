import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '../../../ui/cn';
import { groupSlugOfPath } from '../userbar/userbar-for-path';
import { moduleForLocation, type SearchScope, searchPath } from './search-scope';

/** The header's search: a query and a scope (everywhere, the current module, the current group). */
export const SearchBar = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const module = moduleForLocation(location.pathname, location.search);
  const groupSlug = groupSlugOfPath(location.pathname);
  const [query, setQuery] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const [chosenScope, setScope] = useState<SearchScope>('global');
  const scope: SearchScope =
    (chosenScope === 'module' && !module) || (chosenScope === 'group' && !groupSlug) ? 'global' : chosenScope;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(query, scope, module, groupSlug));
  };

  return (
    <search className={cn('contents', className)}>
      <form
        onSubmit={submit}
        className={cn(
          'flex h-10 items-center rounded-xl border border-black/10 bg-black/[0.035] transition-colors',
          'w-full focus-within:border-primary focus-within:bg-surface focus-within:ring-3 focus-within:ring-primary/15',
        )}
      >
        <Search aria-hidden className="ml-3 size-4 shrink-0 text-header-text/50" />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
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
      </form>
    </search>
  );
};
