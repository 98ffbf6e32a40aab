/** What other modules (chat, messages, appointments) use from the files area. */

export { shortenName } from './lib/shorten-name';
export type { UploadItem, UploadState } from './lib/upload-items';
export { FileTypeIcon } from './listing/file-type-icon';
export { FilePickerModal, type FilePickerModalProps } from './pickers/file-picker-modal';
export { FolderPickerModal, type FolderPickerModalProps } from './pickers/folder-picker-modal';
export { UploadModal, type UploadModalProps } from './upload/upload-modal';
export { UploadPanel } from './upload/upload-panel';
export { DEFAULT_MAX_FILES, type Uploader, type UploaderOptions, useUploader } from './upload/use-uploader';
