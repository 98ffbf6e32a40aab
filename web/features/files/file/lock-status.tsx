import { Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/dates';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toaster';
import type { FileDetail } from '../api/files-types';
import { useUnlockFile } from '../api/use-unlock-file';
import { isLocked } from '../lib/lock';
import { LockPromptDialog } from './lock-prompt-dialog';

/**
 * The lock of a file: who holds it until when, unlock for its holder and for folder managers (who may
 * break anyone's lock), lock for whoever may.
 */
export const LockStatus = ({
  file,
  memberId,
  timeZone,
}: {
  file: FileDetail;
  memberId: string | undefined;
  timeZone: string | undefined;
}) => {
  const { t } = useTranslation();
  const unlock = useUnlockFile();
  const [locking, setLocking] = useState(false);
  const locked = isLocked(file);
  const mine = locked && file.lockedById === memberId;

  if (!locked) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-muted">
          <LockOpen aria-hidden className="size-4" />
          {t('js.files.lock.unlocked')}
        </p>
        {file.can.lock ? (
          <Button size="sm" icon={<Lock aria-hidden className="size-4" />} onClick={() => setLocking(true)}>
            {t('js.files.lock.lock')}
          </Button>
        ) : null}
        <LockPromptDialog file={locking ? file : null} asked onClose={() => setLocking(false)} />
      </div>
    );
  }
  const until = formatDateTime(file.lockedUntil ?? '', timeZone);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-warning-soft px-3 py-2.5">
      <p className="flex items-center gap-2 text-sm font-medium text-warning">
        <Lock aria-hidden className="size-4" />
        {mine
          ? t('js.files.lock.locked_by_you', { until })
          : file.locked_by
            ? t('js.files.lock.locked_by_member', { name: file.locked_by.name, until })
            : t('js.files.lock.locked_by_someone', { until })}
      </p>
      {file.can.unlock ? (
        <Button
          size="sm"
          icon={<LockOpen aria-hidden className="size-4" />}
          loading={unlock.isPending}
          onClick={() =>
            unlock.mutate(file.id, {
              onSuccess: () => toast.success(t('js.files.lock.unlocked_toast')),
              onError: () => toast.error(t('js.generic_error')),
            })
          }
        >
          {t('js.files.lock.unlock')}
        </Button>
      ) : null}
    </div>
  );
};
