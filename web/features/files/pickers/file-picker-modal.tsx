import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import type { FileEntry } from '../api/files-types';
import { shortenName } from '../lib/shorten-name';
import { FileTypeIcon } from '../listing/file-type-icon';
import { FolderBrowser } from './folder-browser';

export type FilePickerModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialFolderId: string;
  onSelect: (files: FileEntry[]) => void;
  title?: string;
  /** How many files may be chosen (1 for a single choice). */
  maxFiles?: number;
};

/** Chooses existing files from the folder tree; exported for other modules (attach from files). */
export const FilePickerModal = ({ open, onOpenChange, ...props }: FilePickerModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={props.title ?? t('js.files.picker.choose_files')}
      size="lg"
      // The shared Modal drops Radix's dialog role when none is given; name it so it is announced.
      role="dialog"
    >
      {open ? <FilePickerBody onCancel={() => onOpenChange(false)} {...props} /> : null}
    </Modal>
  );
};

const FilePickerBody = ({
  initialFolderId,
  onSelect,
  onCancel,
  maxFiles = 10,
}: Omit<FilePickerModalProps, 'open' | 'onOpenChange' | 'title'> & { onCancel: () => void }) => {
  const { t } = useTranslation();
  const [folderId, setFolderId] = useState(initialFolderId);
  const [chosen, setChosen] = useState<FileEntry[]>([]);
  const toggle = (file: FileEntry) =>
    setChosen((current) => {
      if (current.some((entry) => entry.id === file.id)) return current.filter((e) => e.id !== file.id);
      return maxFiles === 1 ? [file] : current.length < maxFiles ? [...current, file] : current;
    });
  return (
    <div className="space-y-6">
      <FolderBrowser folderId={folderId} onOpenFolder={setFolderId}>
        {(folder) =>
          folder.files.length
            ? folder.files.map((file) => (
                <li key={file.id}>
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-canvas">
                    <input
                      type={maxFiles === 1 ? 'radio' : 'checkbox'}
                      name="file-picker"
                      className="size-4 accent-(--color-primary)"
                      checked={chosen.some((entry) => entry.id === file.id)}
                      onChange={() => toggle(file)}
                    />
                    <FileTypeIcon extension={file.extension} className="size-7" />
                    <span className="flex-1 truncate text-ink" title={file.name}>
                      {shortenName(file.name)}
                    </span>
                  </label>
                </li>
              ))
            : null
        }
      </FolderBrowser>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="mr-auto text-sm text-muted">
          {t('js.files.picker.chosen', { count: chosen.length, max: maxFiles })}
        </span>
        <Button onClick={onCancel}>{t('js.cancel')}</Button>
        <Button variant="primary" disabled={!chosen.length} onClick={() => onSelect(chosen)}>
          {t('js.files.picker.choose')}
        </Button>
      </div>
    </div>
  );
};
