import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DirectoryOverview } from '../../../contract/directory';
import { useDocumentTitle } from '../../app/use-document-title';
import { cn } from '../../ui/cn';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { useDirectoryOverview } from './api/use-directory';
import { GroupsTab } from './groups-tab';
import { MembersTab } from './members-tab';

const MEMBERS_TAB = 'members';

type Tab = { key: string; to: string; label: string };

const tabsOf = (overview: DirectoryOverview, membersLabel: string): Tab[] =>
  overview.tabs.map((tab) =>
    tab.type === 'members'
      ? { key: MEMBERS_TAB, to: '/directory/members', label: membersLabel }
      : {
          key: tab.category.slug,
          to: `/directory/${encodeURIComponent(tab.category.slug)}`,
          label: tab.category.plural_name,
        },
  );

/**
 * /directory and /directory/{tab} (part 3 section 2.2): a tab for the members and one per group
 * category (channels join once that module exists). The tabs are links, so each list has its URL.
 */
export const DirectoryPage = () => {
  const { t } = useTranslation();
  const overview = useDirectoryOverview();
  const current = useParams().tab ?? MEMBERS_TAB;
  useDocumentTitle(t('js.directory.title'));

  const tabs = overview.data ? tabsOf(overview.data, t('js.directory.members_tab')) : [];
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.directory.title')}</h1>
        <p className="mt-1 text-muted">{t('js.directory.intro')}</p>
      </div>
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError ? (
        <ErrorState onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <nav
            aria-label={t('js.directory.tabs')}
            className="flex gap-1 overflow-x-auto border-b border-border"
          >
            {tabs.map((tab) => (
              <Link
                key={tab.key}
                to={tab.to}
                aria-current={tab.key === current ? 'page' : undefined}
                className={cn(
                  '-mb-px border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap',
                  tab.key === current
                    ? 'border-primary text-ink'
                    : 'border-transparent text-muted hover:text-ink',
                )}
              >
                {tab.label}
              </Link>
            ))}
          </nav>
          {current === MEMBERS_TAB ? (
            <MembersTab overview={overview.data} />
          ) : current === 'channels' && !tabs.some((tab) => tab.key === 'channels') ? (
            <EmptyState title={t('js.directory.channels_unavailable')} />
          ) : (
            <GroupsTab key={current} category={current} />
          )}
        </>
      )}
    </div>
  );
};

export { DirectoryPage as Component };
