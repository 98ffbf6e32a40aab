import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { fileKeys } from '../api/file-keys';
import type { PendingVersion } from '../api/files-types';
import { useApprovePending } from '../api/use-approve-pending';
import { useDeclinePending } from '../api/use-decline-pending';
import { usePendingVersions } from '../api/use-pending-versions';
import { PendingVersionRow } from './pending-version-row';

/** The new-versions tab: once accepted or declined, a version leaves the list at once. */
export const PendingVersionsList = ({
  rootFolderId,
  prefix,
  timeZone,
}: {
  rootFolderId: string;
  prefix: string;
  timeZone: string | undefined;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pending = usePendingVersions(rootFolderId);
  const approve = useApprovePending();
  const decline = useDeclinePending();
  const [declining, setDeclining] = useState<PendingVersion | null>(null);
  const busyId = approve.isPending ? approve.variables?.id : decline.isPending ? decline.variables?.id : null;

  const drop = (done: PendingVersion) =>
    queryClient.setQueryData<PendingVersion[]>(fileKeys.pending(rootFolderId), (list) =>
      list?.filter((entry) => entry.id !== done.id),
    );
  const accept = (entry: PendingVersion) =>
    void approve.mutateAsync(entry).then(
      () => {
        drop(entry);
        toast.success(t('js.files.approval.accepted', { name: entry.file_name }));
      },
      () => toast.error(t('js.generic_error')),
    );
  const confirmDecline = () => {
    const entry = declining;
    setDeclining(null);
    if (!entry) return;
    void decline.mutateAsync(entry).then(
      () => {
        drop(entry);
        toast.success(t('js.files.approval.declined', { name: entry.file_name }));
      },
      () => toast.error(t('js.generic_error')),
    );
  };

  if (pending.isPending) return <LoadingState />;
  if (pending.isError) return <ErrorState onRetry={() => void pending.refetch()} />;
  if (!pending.data.length)
    return (
      <EmptyState
        icon={<CheckCheck aria-hidden className="size-6" />}
        title={t('js.files.approval.no_pending')}
        description={t('js.files.approval.no_pending_text')}
      />
    );
  return (
    <>
      <ul className="divide-y divide-border" aria-label={t('js.files.approval.new_versions')}>
        {pending.data.map((entry) => (
          <PendingVersionRow
            key={entry.id}
            pending={entry}
            prefix={prefix}
            timeZone={timeZone}
            busy={busyId === entry.id}
            onAccept={() => accept(entry)}
            onDecline={() => setDeclining(entry)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={Boolean(declining)}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={t('js.files.approval.decline_title')}
        description={
          declining ? t('js.files.approval.decline_text', { name: declining.file_name }) : undefined
        }
        confirmLabel={t('js.files.approval.decline')}
        destructive
        onConfirm={confirmDecline}
      />
    </>
  );
};
