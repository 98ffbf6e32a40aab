import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetwork } from '../../../app/api/use-network';
import { Button } from '../../../ui/button';
import { FormField, inputClasses } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { toast } from '../../../ui/toaster';
import type { FileEntry } from '../api/files-types';
import { useLockFile } from '../api/use-lock-file';
import { defaultLockDay, lockedUntilOf } from '../lib/lock';

/**
 * Part 1 section 4: after downloading a lockable, unlocked file the member is asked whether to lock it,
 * so nobody else edits it meanwhile; the Lock button opens the same dialog (`asked`), which then does
 * not speak of a download. The lock lasts until the chosen day (default from the network).
 */
export const LockPromptDialog = ({
  file,
  onClose,
  asked = false,
}: {
  file: FileEntry | null;
  onClose: () => void;
  /** The member pressed Lock (rather than downloading the file). */
  asked?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={Boolean(file)}
      onOpenChange={(open) => !open && onClose()}
      title={t('js.files.lock.prompt_title')}
      description={
        file
          ? t(asked ? 'js.files.lock.prompt_text_lock' : 'js.files.lock.prompt_text', { name: file.name })
          : undefined
      }
      size="sm"
      role="alertdialog"
    >
      {file ? <LockForm file={file} onClose={onClose} /> : null}
    </Modal>
  );
};

const LockForm = ({ file, onClose }: { file: FileEntry; onClose: () => void }) => {
  const { t } = useTranslation();
  const network = useNetwork();
  const files = network.data?.config.files;
  const maxDays = files?.max_lock_period_days ?? 30;
  // A lock holds until the end of the chosen day and at most the network's lock period from now, so
  // the last day to offer is the one before the period ends.
  const lastDay = defaultLockDay(maxDays - 1);
  const [day, setDay] = useState(() =>
    defaultLockDay(Math.min(files?.default_lock_period_days ?? 7, maxDays - 1)),
  );
  const lock = useLockFile();
  const today = defaultLockDay(0);
  const submit = () =>
    lock.mutate(
      { id: file.id, lockedUntil: lockedUntilOf(day) },
      {
        onSuccess: () => {
          toast.success(t('js.files.lock.locked'));
          onClose();
        },
        onError: () => toast.error(t('js.files.lock.failed')),
      },
    );
  return (
    <div className="space-y-6">
      <FormField label={t('js.files.lock.until')}>
        <input
          type="date"
          className={inputClasses}
          value={day}
          min={today}
          max={lastDay}
          onChange={(event) => setDay(event.target.value)}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button onClick={onClose} disabled={lock.isPending}>
          {t('js.files.lock.not_now')}
        </Button>
        <Button
          variant="primary"
          icon={<Lock aria-hidden className="size-4" />}
          loading={lock.isPending}
          disabled={!day || day < today || day > lastDay}
          onClick={submit}
        >
          {t('js.files.lock.lock')}
        </Button>
      </div>
    </div>
  );
};
