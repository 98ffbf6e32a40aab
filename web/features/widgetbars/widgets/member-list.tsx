import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberRow } from '../../../../contract/members';
import { Avatar } from '../../../ui/avatar';

/** Members with picture, name and the profile values the widget was set to show. */
export const MemberList = ({
  members,
  empty,
  extra,
}: {
  members: MemberRow[];
  empty: string;
  extra?: (member: MemberRow) => ReactNode;
}) => {
  if (members.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="space-y-3">
      {members.map((member) => (
        <li key={member.id} className="flex items-center gap-3">
          <Avatar src={member.images.small} size="sm" />
          <div className="min-w-0">
            <Link to={member.path} className="block truncate text-sm font-medium text-ink hover:underline">
              {member.name}
            </Link>
            {extra?.(member)}
            {Object.values(member.profile).map((value) => (
              <p key={value} className="truncate text-xs text-muted">
                {value}
              </p>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
};
