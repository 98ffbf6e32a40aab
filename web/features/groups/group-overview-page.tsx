import { GroupAbout } from './group-about';
import { useGroupContext } from './group-context';

/** /groups/:slug and /groups/:slug/profile: the group's profile. */
export const GroupOverviewPage = () => {
  const { group } = useGroupContext();
  return <GroupAbout group={group} />;
};

export { GroupOverviewPage as Component };
