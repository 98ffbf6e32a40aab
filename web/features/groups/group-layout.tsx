import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { isApiError } from '../../app/api/client';
import type { Group, NavigationItem } from '../../app/api/types';
import { useGroup } from '../../app/api/use-group';
import { useMe } from '../../app/api/use-me';
import { useDocumentTitle } from '../../app/use-document-title';
import { ErrorState, LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';
import { useEffectiveGroupDesign } from './api/use-effective-design';
import { useGroupNavigation } from './api/use-group-navigation';
import { GroupAbout } from './group-about';
import type { GroupOutletContext } from './group-context';
import { GroupHeader } from './group-header';
import { GroupTabs } from './group-tabs';
import { FALLBACK_NAVIGATION_KEYS } from './navigation-label';

const fallbackNavigation = (slug: string): NavigationItem[] =>
  FALLBACK_NAVIGATION_KEYS.map((key) => ({
    key,
    label: null,
    url: `/groups/${slug}/${key}`,
    new_window: false,
    badge: 0,
    children: [],
  }));

const canSeeContent = (group: Group) =>
  group.membership_status_of_current_member === 'member' || group.can.see_content;

/**
 * /groups/:groupSlug: title with tools, navigation tabs (unless the group is externally visible) and the
 * tab's page. Whoever may not see the content gets the group's public profile and the join action.
 */
export const GroupLayout = () => {
  const { t } = useTranslation();
  const { groupSlug = '' } = useParams();
  const group = useGroup(groupSlug);
  const me = useMe();
  const visible = group.data ? canSeeContent(group.data) : false;
  const showTabs = Boolean(group.data && visible && !group.data.externally_visible);
  const navigation = useGroupNavigation(groupSlug, showTabs);
  useEffectiveGroupDesign(groupSlug, group.isSuccess);
  useDocumentTitle(group.data?.name);

  if (group.isPending || !me.data) return <LoadingState />;
  if (group.isError) {
    if (isApiError(group.error) && (group.error.status === 404 || group.error.status === 403))
      return <NotFoundPage />;
    return <ErrorState onRetry={() => void group.refetch()} />;
  }
  const context: GroupOutletContext = { group: group.data };
  const items = navigation.isError ? fallbackNavigation(groupSlug) : (navigation.data ?? []);

  return (
    <div className="mx-auto max-w-5xl">
      <div className="rounded-2xl border border-border bg-surface px-5 pt-5 shadow-xs sm:px-6 sm:pt-6">
        <GroupHeader group={group.data} me={me.data} />
        {showTabs && items.length ? (
          <div className="mt-5 border-t border-border">
            <GroupTabs
              items={items}
              groupRoot={`/groups/${groupSlug}`}
              label={t('js.groups.navigation.label')}
            />
          </div>
        ) : (
          <div className="pb-5 sm:pb-6" />
        )}
      </div>
      <div className="mt-6">
        {visible ? (
          <Outlet context={context} />
        ) : (
          <GroupAbout
            group={group.data}
            notice={
              <div className="flex items-start gap-3 rounded-xl border border-primary/20 bg-primary-soft px-4 py-3 text-sm text-ink">
                <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                <p>
                  {t(`js.groups.public_profile_notice.${group.data.membership_status_of_current_member}`)}
                </p>
              </div>
            }
          />
        )}
      </div>
    </div>
  );
};

export { GroupLayout as Component };
