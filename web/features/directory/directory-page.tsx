import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DirectoryOverview } from '../../../contract/directory';
import { useDocumentTitle } from '../../app/use-document-title';
import { dataName } from '../../i18n/data-names';
import { cn } from '../../ui/cn';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { useDirectoryOverview } from './api/use-directory';
import { ChannelsTab } from './channels-tab';
import { GroupsTab } from './groups-tab';
import { MembersTab } from './members-tab';

const MEMBERS_TAB = 'members';
const CHANNELS_TAB = 'channels';

type Tab = { key: string; to: string; label: string };

const tabsOf = (
  overview: DirectoryOverview,
  labels: { members: string; channels: string },
  t: TFunction,
): Tab[] =>
  overview.tabs.map((tab) =>
    tab.type === 'group_category'
      ? {
          key: tab.category.slug,
          to: `/directory/${encodeURIComponent(tab.category.slug)}`,
          label: dataName(t, tab.category.plural_name),
        }
      : tab.type === 'channels'
        ? { key: CHANNELS_TAB, to: '/directory/channels', label: labels.channels }
        : { key: MEMBERS_TAB, to: '/directory/members', label: labels.members },
  );

/**
 * /directory and /directory/{tab} (part 3 section 2.2): a tab for the members and one per group
 * category, and the channels while the network has them. The tabs are links, so each list has its URL.
 */
export const DirectoryPage = () => {
  const { t } = useTranslation();
  const overview = useDirectoryOverview();
  const current = useParams().tab ?? MEMBERS_TAB;
  useDocumentTitle(t('js.directory.title'));

  const tabs = overview.data
    ? tabsOf(
        overview.data,
        {
          members: t('js.directory.members_tab'),
          channels: t('js.directory.channels_tab'),
        },
        t,
      )
    : [];
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
          ) : current === CHANNELS_TAB ? (
            tabs.some((tab) => tab.key === CHANNELS_TAB) ? (
              <ChannelsTab />
            ) : (
              <EmptyState title={t('js.directory.channels_unavailable')} />
            )
          ) : (
            <GroupsTab key={current} category={current} />
          )}
        </>
      )}
    </div>
  );
};

export { DirectoryPage as Component };
