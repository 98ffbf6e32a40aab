import { ArrowRight, Search, Users } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../../app/api/use-me';
import { useMyGroups } from '../../app/api/use-my-groups';
import { useNetwork } from '../../app/api/use-network';
import { useUnreads } from '../../app/api/use-unreads';
import { favoriteGroups, groupSections } from '../../app/shell/userbar/group-sections';
import { useDocumentTitle } from '../../app/use-document-title';
import { dataName } from '../../i18n/data-names';
import { formatDate } from '../../i18n/dates';
import { buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { inputClasses } from '../../ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { LazyGroupPromotion } from '../group-promotion';
import { LazyWidgetBar } from '../widgetbars';
import { greetingFor } from './greeting';
import { GroupTile } from './group-tile';
import { UnreadSummary } from './unread-summary';

/** /start: the network start page: greeting, what is new, the member's groups, the way to colleagues. */
export const StartPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useNetwork();
  const me = useMe();
  const groups = useMyGroups();
  const unreads = useUnreads(me.isSuccess);
  useDocumentTitle(t('js.start.title'));
  if (!me.data || !network.data) return <LoadingState />;
  const now = new Date();
  const favorites = favoriteGroups(groups.data);
  const sections = groupSections(groups.data);

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-muted">
            <time dateTime={now.toISOString()}>{formatDate(now, me.data.time_zone)}</time> ·{' '}
            {network.data.name}
          </p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            {t(`js.start.greeting.${greetingFor(now, me.data.time_zone)}`, {
              name: me.data.first_name || me.data.name,
            })}
          </h1>
          <p className="mt-1.5 text-muted">{t('js.start.intro')}</p>
        </div>
      </div>

      <UnreadSummary unreads={unreads} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {favorites.length ? (
            <Card title={t('js.start.favorite_groups')} titleId="start-favorites">
              <ul className="grid gap-3 sm:grid-cols-2">
                {favorites.map((group) => (
                  <li key={group.id}>
                    <GroupTile group={group} unread={unreads.streams[group.slug] ?? 0} />
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          <Card title={t('js.start.my_groups')} titleId="start-groups">
            {groups.isPending ? (
              <LoadingState />
            ) : groups.isError ? (
              <ErrorState onRetry={() => void groups.refetch()} />
            ) : sections.length === 0 ? (
              <EmptyState title={t('js.start.no_groups')} description={t('js.start.no_groups_text')} />
            ) : (
              <div className="space-y-6">
                {sections.map(({ category, groups: entries }) => (
                  <section key={category.id} aria-label={dataName(t, category.plural_name)}>
                    <h3 className="mb-2.5 text-xs font-semibold tracking-wider text-subtle uppercase">
                      {dataName(t, category.plural_name)}
                    </h3>
                    <ul className="grid gap-3 sm:grid-cols-2">
                      {entries.map((group) => (
                        <li key={group.id}>
                          <GroupTile group={group} unread={unreads.streams[group.slug] ?? 0} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            )}
          </Card>
          {/* Groups the network promotes to the viewer, in a chunk of their own. */}
          <Suspense fallback={null}>
            <LazyGroupPromotion />
          </Suspense>
        </div>

        <aside className="space-y-6" aria-label={t('js.start.sidebar')}>
          {/* The network's start bar, loaded after the page itself (its code is not in the shell). */}
          <Suspense fallback={null}>
            <LazyWidgetBar slug="start" />
          </Suspense>
          <Card title={t('js.start.find_people')} titleId="start-people">
            <p className="mb-4 text-sm text-muted">{t('js.start.find_people_text')}</p>
            <search aria-label={t('js.start.find_people')}>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  const q = new FormData(event.currentTarget).get('q');
                  navigate(`/members${q ? `?q=${encodeURIComponent(String(q))}` : ''}`);
                }}
                className="relative"
              >
                <Search
                  aria-hidden
                  className="pointer-events-none absolute top-3 left-3 size-4 text-subtle"
                />
                <input
                  name="q"
                  type="search"
                  aria-label={t('js.members.search_label')}
                  placeholder={t('js.members.search_placeholder')}
                  className={`${inputClasses} pl-9`}
                />
              </form>
            </search>
            <Link to="/members" className={buttonClasses('ghost', 'sm', 'mt-3 -ml-3 text-primary')}>
              <Users aria-hidden className="size-4" />
              {t('js.start.all_members')}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </Card>
        </aside>
      </div>
    </div>
  );
};

export { StartPage as Component };
