import { Suspense } from 'react';
import { LazyWidgetBar } from '../widgetbars';
import { GroupAbout } from './group-about';
import { useGroupContext } from './group-context';

/** /groups/:slug and /groups/:slug/profile: the group's profile and its widget bar. */
export const GroupOverviewPage = () => {
  const { group } = useGroupContext();
  return (
    <GroupAbout
      group={group}
      aside={
        <Suspense fallback={null}>
          <LazyWidgetBar slug="group" groupId={group.id} />
        </Suspense>
      }
    />
  );
};

export { GroupOverviewPage as Component };
