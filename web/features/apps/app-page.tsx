import { Archive, LayoutGrid, LayoutTemplate, List, Pencil, Plus, SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { type App, appPropertySetName } from '../../../contract/apps';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { buttonClasses } from '../../ui/button';
import { ErrorState, LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';
import { useApp } from './api';
import { ItemsTable } from './items-table';
import { AppWall } from './wall';

const VIEWS = ['list', 'wall', 'archive'] as const;
type View = (typeof VIEWS)[number];

/** The property-set editor of the app's properties, in its scope's administration. */
export const propertiesEditorPath = (app: App) =>
  `${app.group ? `/groups/${app.group.slug}` : ''}/administration/property_sets/${appPropertySetName(app.id)}/edit`;

/** Filter chips of part 3 section 2.2 (?tag=, ?assignee_id=&assignee_name=), each removable. */
const Filters = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chips = [
    params.get('tag')
      ? {
          key: ['tag'],
          label: t('js.apps.filter_tag', { name: params.get('tag_name') ?? params.get('tag') }),
        }
      : null,
    params.get('assignee_id')
      ? {
          key: ['assignee_id', 'assignee_name', 'image_id'],
          label: t('js.apps.filter_assignee', {
            name: params.get('assignee_name') ?? params.get('assignee_id'),
          }),
        }
      : null,
  ].filter((chip) => chip !== null);
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('js.apps.filters')}>
      {chips.map((chip) => (
        <li
          key={chip.key[0]}
          className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-3 py-1 text-sm text-primary"
        >
          {chip.label}
          <button
            type="button"
            aria-label={t('js.apps.remove_filter', { name: chip.label })}
            onClick={() => {
              const next = new URLSearchParams(params);
              for (const key of chip.key) next.delete(key);
              next.delete('page');
              setParams(next);
            }}
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
};

/**
 * /apps/{appSlug}: the app's items as a sortable table, as the card wall, and its archive; actions by
 * the app's `can` flags (new item, edit the app and its properties).
 */
export const AppPage = () => {
  const { t } = useTranslation();
  const { appSlug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const app = useApp(appSlug);
  useDocumentTitle(app.data?.name ?? t('js.apps.title'));
  if (app.isError && isApiError(app.error) && app.error.status === 404) return <NotFoundPage />;
  if (app.isPending) return <LoadingState />;
  if (app.isError) return <ErrorState onRetry={() => void app.refetch()} />;
  const data = app.data;
  // items/archive (part 3 section 2.2) is the archive view's own address.
  const requested = pathname.endsWith('/items/archive') ? 'archive' : (params.get('view') as View | null);
  const view: View = requested && VIEWS.includes(requested) ? requested : data.has_wall ? 'wall' : 'list';
  const choose = (next: View) => {
    if (pathname.endsWith('/items/archive')) return navigate(`${data.url}?view=${next}`);
    const nextParams = new URLSearchParams(params);
    nextParams.set('view', next);
    nextParams.delete('page');
    setParams(nextParams, { replace: true });
  };
  const icons = { list: List, wall: LayoutGrid, archive: Archive };
  return (
    <div className="mx-auto max-w-7xl space-y-4 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{data.name}</h1>
          {data.group ? (
            <p className="text-sm text-muted">
              <Link to={`/groups/${data.group.slug}`} className="hover:underline">
                {data.group.name}
              </Link>
            </p>
          ) : null}
          {data.description ? (
            <p className="max-w-prose whitespace-pre-line text-sm text-muted">{data.description}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {data.can.create_item ? (
            <Link to={`${data.url}/items/new`} className={buttonClasses('primary')}>
              <Plus aria-hidden className="size-4" />
              {t('js.apps.new_item')}
            </Link>
          ) : null}
          {data.can.update ? (
            <>
              <Link to={propertiesEditorPath(data)} className={buttonClasses('secondary')}>
                <SlidersHorizontal aria-hidden className="size-4" />
                {t('js.apps.edit_properties')}
              </Link>
              <Link to={`${data.url}/layout/edit`} className={buttonClasses('secondary')}>
                <LayoutTemplate aria-hidden className="size-4" />
                {t('js.apps.layout.edit')}
              </Link>
              <Link to={`${data.url}/edit`} className={buttonClasses('secondary')}>
                <Pencil aria-hidden className="size-4" />
                {t('js.apps.edit')}
              </Link>
            </>
          ) : null}
        </div>
      </div>
      <fieldset className="m-0 flex gap-1 border-0 border-b border-border p-0">
        <legend className="sr-only">{t('js.apps.views')}</legend>
        {VIEWS.map((one) => {
          const Icon = icons[one];
          return (
            <button
              key={one}
              type="button"
              aria-pressed={view === one}
              onClick={() => choose(one)}
              className={`inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm ${
                view === one
                  ? 'border-primary font-medium text-ink'
                  : 'border-transparent text-muted hover:text-ink'
              }`}
            >
              <Icon aria-hidden className="size-4" />
              {t(`js.apps.view.${one}`)}
            </button>
          );
        })}
      </fieldset>
      {view !== 'wall' ? <Filters /> : null}
      {view === 'wall' ? <AppWall app={data} /> : <ItemsTable app={data} archived={view === 'archive'} />}
    </div>
  );
};

export { AppPage as Component };
