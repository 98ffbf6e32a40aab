import * as RadixTabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMe } from '../../../app/api/use-me';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { cn } from '../../../ui/cn';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useApprovalCounts } from '../api/use-approval-counts';
import { useFilesContext } from '../api/use-files-context';
import { useRootFolder } from '../api/use-root-folder';
import { type ApprovalTab, initialApprovalTab } from '../lib/initial-tab';
import { PendingVersionsList } from './pending-versions-list';
import { ReviewStatusList } from './review-status-list';

const TABS: ApprovalTab[] = ['review_status', 'new_versions'];
const isTab = (value: string | null): value is ApprovalTab => TABS.includes(value as ApprovalTab);

/**
 * /files/approval (also in a group): review status and new versions, each with its count. The tab lives
 * in the `tab` query parameter; without one, the initial-tab rule of part 2 decides.
 */
export const ApprovalPage = () => {
  const { t } = useTranslation();
  const context = useFilesContext();
  const counts = useApprovalCounts(context);
  const root = useRootFolder(context);
  const me = useMe();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('js.files.approval.title'));
  // The rule decides once, on arrival: accepting the last version must not flip the tab under the member.
  const [initialTab, setInitialTab] = useState<ApprovalTab | null>(null);
  if (!initialTab && counts.data) setInitialTab(initialApprovalTab(counts.data));

  if (counts.isError || root.isError)
    return <ErrorState onRetry={() => void Promise.all([counts.refetch(), root.refetch()])} />;
  if (!counts.data || !root.data || !context) return <LoadingState />;
  const requested = params.get('tab');
  const current = isTab(requested) ? requested : (initialTab ?? initialApprovalTab(counts.data));
  const select = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const badge = { review_status: counts.data.reviewed, new_versions: counts.data.pending_versions };
  const timeZone = me.data?.time_zone;

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.files.approval.title')}</h1>
        <p className="mt-1 text-muted">{t('js.files.approval.intro')}</p>
      </div>
      <Card bodyClassName="p-0">
        <RadixTabs.Root value={current} onValueChange={select}>
          <RadixTabs.List
            aria-label={t('js.files.approval.title')}
            className="flex gap-1 border-b border-border px-3"
          >
            {TABS.map((tab) => (
              <RadixTabs.Trigger
                key={tab}
                value={tab}
                className={cn(
                  '-mb-px flex items-center gap-2 border-b-2 border-transparent px-3 py-3 text-sm font-medium whitespace-nowrap text-muted',
                  'hover:text-ink data-[state=active]:border-primary data-[state=active]:text-ink',
                )}
              >
                {t(`js.files.approval.${tab}`)}
                <Badge tone={badge[tab] > 0 ? 'primary' : 'neutral'} className="tabular-nums">
                  {badge[tab]}
                </Badge>
              </RadixTabs.Trigger>
            ))}
          </RadixTabs.List>
          <RadixTabs.Content value="review_status" className="focus-visible:outline-none">
            <ReviewStatusList context={context} timeZone={timeZone} />
          </RadixTabs.Content>
          <RadixTabs.Content value="new_versions" className="focus-visible:outline-none">
            <PendingVersionsList rootFolderId={root.data.id} prefix={context.prefix} timeZone={timeZone} />
          </RadixTabs.Content>
        </RadixTabs.Root>
      </Card>
    </div>
  );
};

export { ApprovalPage as Component };
