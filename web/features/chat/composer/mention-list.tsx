import { useTranslation } from 'react-i18next';
import type { MemberRow } from '../../../app/api/types';
import { Avatar } from '../../../ui/avatar';
import { cn } from '../../../ui/cn';

/** The member suggestions under an '@' (a listbox the textarea drives with the arrow keys). */
export const MentionList = ({
  id,
  members,
  active,
  loading,
  onPick,
}: {
  id: string;
  members: MemberRow[];
  active: number;
  loading: boolean;
  onPick: (member: MemberRow) => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="absolute right-0 bottom-full left-0 z-20 mb-1 max-h-64 overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-xl">
      {!loading && members.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted">{t('js.chat.composer.no_mentions')}</p>
      ) : null}
      <div id={id} role="listbox" aria-label={t('js.chat.composer.mentions')}>
        {members.map((member, index) => (
          <div
            key={member.id}
            tabIndex={-1}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
              index === active ? 'bg-primary-soft' : 'hover:bg-black/4',
            )}
            // mousedown keeps the textarea focused (a click would blur it first).
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(member);
            }}
          >
            <Avatar src={member.images.small} size="xs" />
            {member.displayName}
          </div>
        ))}
      </div>
    </div>
  );
};
