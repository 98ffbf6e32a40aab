import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberRow } from '../../../../contract/members';

/** Organiser, contacts or consultants as links to their profiles. */
export const People = ({ label, members }: { label: string; members: MemberRow[] }) => {
  const { t } = useTranslation();
  if (members.length === 0) return null;
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted uppercase">{label}</dt>
      <dd className="text-sm">
        {members.map((member, index) => (
          <span key={member.id}>
            {index > 0 ? ', ' : ''}
            <Link to={member.path || `/members/${member.id}`} className="text-primary hover:underline">
              {member.displayName || t('js.calendars.detail.former_member')}
            </Link>
          </span>
        ))}
      </dd>
    </div>
  );
};
