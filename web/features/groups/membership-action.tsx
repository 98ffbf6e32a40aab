import { Check, Clock, LogIn, UserPlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Group } from '../../app/api/types';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toaster';
import { type MembershipChange, useMembershipChange } from './api/use-membership-change';

/**
 * The action for the member's state in the group (part 3 section 4): join or request membership,
 * waiting for moderation, rejected, accept or decline an invitation. Members leave through the tools.
 */
export const MembershipAction = ({ group }: { group: Group }) => {
  const { t } = useTranslation();
  const change = useMembershipChange(group);
  const run = (kind: MembershipChange, success: string) =>
    change.mutate(kind, {
      onSuccess: (response) => {
        const status = response?.membership_status_of_current_member;
        toast.success(status === 'in_moderation' ? t('js.groups.membership.requested_toast') : success);
      },
      onError: (error) => toast.error(error.message || t('js.generic_error')),
    });
  const pending = change.isPending ? change.variables : null;

  switch (group.membership_status_of_current_member) {
    case 'no_member': {
      const moderated = group.moderated_join || (!group.can.join && group.can.join_moderated);
      if (!group.can.join && !group.can.join_moderated) return null;
      return (
        <Button
          variant="primary"
          icon={
            moderated ? <UserPlus aria-hidden className="size-4" /> : <LogIn aria-hidden className="size-4" />
          }
          loading={pending === 'join'}
          onClick={() => run('join', t('js.groups.membership.joined_toast', { group: group.name }))}
        >
          {moderated ? t('js.groups.membership.request') : t('js.groups.membership.join')}
        </Button>
      );
    }
    case 'in_moderation':
      return (
        <Button disabled icon={<Clock aria-hidden className="size-4" />}>
          {t('js.groups.membership.in_moderation')}
        </Button>
      );
    case 'rejected':
      return (
        <Button disabled icon={<X aria-hidden className="size-4" />}>
          {t('js.groups.membership.rejected')}
        </Button>
      );
    case 'invited':
      return (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="primary"
            icon={<Check aria-hidden className="size-4" />}
            loading={pending === 'join'}
            disabled={change.isPending}
            onClick={() => run('join', t('js.groups.membership.joined_toast', { group: group.name }))}
          >
            {t('js.groups.membership.accept')}
          </Button>
          <Button
            loading={pending === 'decline'}
            disabled={change.isPending}
            onClick={() => run('decline', t('js.groups.membership.declined_toast'))}
          >
            {t('js.groups.membership.decline')}
          </Button>
        </div>
      );
    default:
      return null;
  }
};
