/** What other modules (chat, messages, appointments) use from the files area. */

export { formatSize } from './lib/file-type';
export { shortenName } from './lib/shorten-name';
export { readyItems, type UploadItem, type UploadState } from './lib/upload-items';
export { FileTypeIcon } from './listing/file-type-icon';
export { FilePickerModal, type FilePickerModalProps } from './pickers/file-picker-modal';
export { FolderPickerModal, type FolderPickerModalProps } from './pickers/folder-picker-modal';
export { uploadErrorKey } from './upload/upload-item-row';
export { UploadModal, type UploadModalProps } from './upload/upload-modal';
export { UploadPanel } from './upload/upload-panel';
export {
  DEFAULT_MAX_FILES,
  type Uploader,
  type UploaderOptions,
  type UploadKind,
  useUploader,
} from './upload/use-uploader';
