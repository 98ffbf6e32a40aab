import { useTranslation } from 'react-i18next';
import type { AdminMember } from '../../../../contract/member-administration';
import { isApiError } from '../../../app/api/client';
import { Button } from '../../../ui/button';
import { fieldMessageText } from '../../../ui/form/field-message';
import { toast } from '../../../ui/toaster';
import { useSetLocked } from '../api/use-member-actions';

/** Lock or unlock, as the server's `can` flags allow; locking signs the member out everywhere at once. */
export const LockButton = ({ member }: { member: AdminMember }) => {
  const { t } = useTranslation();
  const setLocked = useSetLocked();
  const locked = member.locked;
  if (!(locked ? member.can.unlock : member.can.lock)) return null;
  const run = () =>
    setLocked.mutate(
      { id: member.id, locked: !locked },
      {
        onSuccess: () =>
          toast.success(
            t(locked ? 'js.people_administration.unlocked_toast' : 'js.people_administration.locked_toast', {
              name: member.name,
            }),
          ),
        onError: (error) => {
          const first = isApiError(error) ? Object.values(error.fields).flat()[0] : undefined;
          toast.error(first ? fieldMessageText(t, first) : t('js.generic_error'));
        },
      },
    );
  return (
    <Button variant="secondary" size="sm" loading={setLocked.isPending} onClick={run}>
      {t(locked ? 'js.people_administration.unlock' : 'js.people_administration.lock', { name: member.name })}
    </Button>
  );
};
