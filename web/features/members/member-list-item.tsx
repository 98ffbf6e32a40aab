import { Link } from 'react-router';
import type { MemberRow } from '../../app/api/types';
import { useNetwork } from '../../app/api/use-network';
import { Avatar } from '../../ui/avatar';
import { memberDisplayName } from './display-name';
import { MemberBadges } from './member-badges';

/** One member in a list: picture (default on failure), name, detection field, badges. */
export const MemberListItem = ({ member, groupAdmin }: { member: MemberRow; groupAdmin?: boolean }) => {
  const network = useNetwork();
  const name = memberDisplayName(member, network.data?.config.anonymize_membership ?? false);
  return (
    <div className="flex items-center gap-3.5 px-4 py-3 transition-colors hover:bg-canvas sm:px-5">
      <Avatar src={member.images.small} size="md" />
      <div className="min-w-0 flex-1">
        <Link
          to={member.path || `/members/${member.id}`}
          className="font-medium text-ink hover:text-primary hover:underline"
        >
          {name}
        </Link>
        {member.detection_profile_field ? (
          <p className="truncate text-sm text-muted">{member.detection_profile_field}</p>
        ) : null}
        <div className="mt-1.5 sm:hidden">
          <MemberBadges member={member} groupAdmin={groupAdmin} />
        </div>
      </div>
      <div className="hidden sm:block">
        <MemberBadges member={member} groupAdmin={groupAdmin} />
      </div>
    </div>
  );
};
