import { SearchX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useNetwork } from '../../app/api/use-network';
import { isSearchModule } from '../../app/shell/header/search-scope';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { inputClasses } from '../../ui/form-field';
import { EmptyState } from '../../ui/states';

/**
 * /search and /groups/:slug/search. The search service arrives with the search module; until then the
 * page keeps the query and says that nothing was found.
 */
export const SearchPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useNetwork();
  const { groupSlug } = useParams();
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const moduleParam = searchParams.get('module');
  const module = isSearchModule(moduleParam) ? moduleParam : null;
  const [text, setText] = useState(q);
  useDocumentTitle(q ? t('js.search.title_with_query', { q }) : t('js.search.title'), network.data?.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (module) params.set('module', module);
    params.set('q', text.trim());
    navigate(`${groupSlug ? `/groups/${groupSlug}` : ''}/search?${params.toString()}`);
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
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
      <search>
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
      {q ? (
        <Card>
          <EmptyState
            icon={<SearchX aria-hidden className="size-6" />}
            title={t('js.search.no_results')}
            description={t('js.search.no_results_text', { q })}
          />
        </Card>
      ) : null}
    </div>
  );
};

export { SearchPage as Component };
