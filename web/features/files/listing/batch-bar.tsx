import { FolderInput, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/client';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { toast } from '../../../ui/toaster';
import type { FolderListing } from '../api/files-types';
import { useBatchDelete } from '../api/use-batch-delete';
import { useBatchMove } from '../api/use-batch-move';
import { batchAbilities, type Selection } from '../lib/selection';
import { FolderPickerModal } from '../pickers/folder-picker-modal';
import { BlockingSpinner } from './blocking-spinner';

const errorKey = (error: unknown) =>
  isApiError(error) && error.code === 'file_locked' ? 'js.files.batch.locked_error' : 'js.generic_error';

/** Appears while something is selected: move (folder picker) and delete (confirm), with a blocking spinner. */
export const BatchBar = ({
  folder,
  selection,
  memberId,
  onDone,
}: {
  folder: FolderListing;
  selection: Selection;
  memberId: string | undefined;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const [moving, setMoving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const move = useBatchMove();
  const remove = useBatchDelete();
  const abilities = batchAbilities(folder, selection, memberId);
  if (!abilities.count) return null;
  const body = { file_ids: selection.fileIds, folder_ids: selection.folderIds, source_folder_id: folder.id };

  const runMove = (target: FolderListing) => {
    setMoving(false);
    move.mutate(
      { ...body, target_folder_id: target.id },
      {
        onSuccess: () => {
          toast.success(t('js.files.batch.moved', { count: abilities.count, folder: target.name }));
          onDone();
        },
        onError: (error) => toast.error(t(errorKey(error))),
      },
    );
  };
  const runDelete = () => {
    setDeleting(false);
    remove.mutate(body, {
      onSuccess: () => {
        toast.success(t('js.delete_successful'));
        onDone();
      },
      onError: (error) => toast.error(t(errorKey(error))),
    });
  };

  return (
    <>
      <div className="sticky bottom-4 z-30 mx-auto flex w-fit max-w-full flex-wrap items-center gap-2 rounded-xl bg-ink px-3 py-2 text-white shadow-2xl">
        <span className="px-2 text-sm font-medium">
          {t('js.files.batch.selected', { count: abilities.count })}
        </span>
        {abilities.showMove ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-white hover:bg-white/10"
            icon={<FolderInput aria-hidden className="size-4" />}
            disabled={!abilities.canMove}
            onClick={() => setMoving(true)}
          >
            {t('js.files.batch.move')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          className="text-white hover:bg-white/10"
          icon={<Trash2 aria-hidden className="size-4" />}
          disabled={!abilities.canDelete}
          onClick={() => setDeleting(true)}
        >
          {t('js.files.batch.delete')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-white hover:bg-white/10"
          icon={<X aria-hidden className="size-4" />}
          onClick={onDone}
        >
          {t('js.files.batch.clear')}
        </Button>
        {abilities.frozen ? (
          <span className="basis-full px-2 pb-1 text-xs text-white/75">
            {t('js.files.batch.frozen_hint')}
          </span>
        ) : null}
      </div>
      <FolderPickerModal
        open={moving}
        onOpenChange={setMoving}
        initialFolderId={folder.folder_path[0]?.id ?? folder.id}
        title={t('js.files.batch.move_title', { count: abilities.count })}
        confirmLabel={t('js.files.batch.move_here')}
        disabledFolderIds={selection.folderIds}
        unchoosableFolderIds={[folder.id]}
        onSelect={runMove}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('js.files.batch.delete_title', { count: abilities.count })}
        description={t('js.files.batch.delete_text')}
        confirmLabel={t('js.files.batch.delete')}
        destructive
        onConfirm={runDelete}
      />
      {move.isPending || remove.isPending ? (
        <BlockingSpinner label={t(move.isPending ? 'js.files.batch.moving' : 'js.files.batch.deleting')} />
      ) : null}
    </>
  );
};
