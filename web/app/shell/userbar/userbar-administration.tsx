import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../api/types';
import { useGroup } from '../../api/use-group';
import { type AdministrationContext, useUserbarAdministration } from '../../api/use-userbar-administration';
import { UserbarSection } from './userbar-section';

/** Labels and icons load with the administration strings, only for those who administrate something. */
const AdministrationItems = lazy(() =>
  import('../../../features/administration/userbar-items').then((m) => m.loadAdministrationUserbarItems()),
);

type Props = { me: Me; groupSlug: string | null; groupCategorySlug: string | null };

/**
 * Administration links for the current context (network, group or group category), only for members
 * who may administrate it (part 3 section 6).
 */
export const UserbarAdministration = ({ me, groupSlug, groupCategorySlug }: Props) => {
  const { t } = useTranslation();
  const group = useGroup(groupSlug);
  const context: AdministrationContext = groupSlug
    ? { type: 'group', id: group.data?.id ?? null }
    : groupCategorySlug
      ? { type: 'group_category', id: groupCategorySlug }
      : { type: 'network', id: null };
  const allowed = groupSlug
    ? Boolean(group.data?.can.administrate)
    : groupCategorySlug
      ? true
      : me.can.administrate;
  const administration = useUserbarAdministration(context, allowed);
  const data = administration.data;
  if (!allowed || !data?.can.administrate) return null;
  const items = data.items.length
    ? data.items
    : [{ key: 'overview', label: 'js.userbar.administration.overview', url: '/administration' }];
  return (
    <UserbarSection
      title={t('js.userbar.administration.title')}
      count={items.length}
      testId="userbar-administration"
    >
      <Suspense fallback={null}>
        <AdministrationItems items={items} />
      </Suspense>
    </UserbarSection>
  );
};
