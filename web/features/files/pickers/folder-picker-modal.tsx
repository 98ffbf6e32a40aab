import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import type { FolderListing } from '../api/files-types';
import { useFolder } from '../api/use-folder';
import { FolderBrowser } from './folder-browser';

export type FolderPickerModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The folder the picker opens in (for example the current one). */
  initialFolderId: string;
  onSelect: (folder: FolderListing) => void | Promise<void>;
  title?: string;
  confirmLabel?: string;
  /** Folders that cannot be chosen or entered, such as the folders being moved. */
  disabledFolderIds?: string[];
  /** Folders that can be entered but not chosen, such as the source folder of a move. */
  unchoosableFolderIds?: string[];
  /** Refuse folders where the member may not add files (true for moves and uploads). */
  requireAddFiles?: boolean;
  pending?: boolean;
};

/** Chooses a folder by walking the tree; exported for other modules (move, save attachments). */
export const FolderPickerModal = ({ open, onOpenChange, ...props }: FolderPickerModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={props.title ?? t('js.files.picker.choose_folder')}
      size="lg"
      // The shared Modal drops Radix's dialog role when none is given; name it so it is announced.
      role="dialog"
    >
      {open ? <FolderPickerBody onCancel={() => onOpenChange(false)} {...props} /> : null}
    </Modal>
  );
};

const FolderPickerBody = ({
  initialFolderId,
  onSelect,
  onCancel,
  confirmLabel,
  disabledFolderIds = [],
  unchoosableFolderIds = [],
  requireAddFiles = true,
  pending = false,
}: Omit<FolderPickerModalProps, 'open' | 'onOpenChange' | 'title'> & { onCancel: () => void }) => {
  const { t } = useTranslation();
  const [folderId, setFolderId] = useState(initialFolderId);
  const folder = useFolder(folderId);
  const choosable =
    folder.data &&
    !disabledFolderIds.includes(folder.data.id) &&
    !unchoosableFolderIds.includes(folder.data.id) &&
    (!requireAddFiles || folder.data.can.add_files);
  return (
    <div className="space-y-6">
      <FolderBrowser folderId={folderId} onOpenFolder={setFolderId} disabledFolderIds={disabledFolderIds} />
      {folder.data && !choosable ? (
        <p className="text-sm text-muted">{t('js.files.picker.folder_not_allowed')}</p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onCancel} disabled={pending}>
          {t('js.cancel')}
        </Button>
        <Button
          variant="primary"
          disabled={!choosable}
          loading={pending}
          onClick={() => folder.data && void onSelect(folder.data)}
        >
          {confirmLabel ?? t('js.files.picker.choose_this_folder')}
        </Button>
      </div>
    </div>
  );
};
