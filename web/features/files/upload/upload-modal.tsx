import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import type { UploadItem } from '../lib/upload-items';
import { UploadPanel } from './upload-panel';
import { useUploader } from './use-uploader';

export type UploadModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives the volatile uploads; the owner publishes them when its own form is saved. */
  onSubmit: (items: UploadItem[]) => void | Promise<void>;
  kind?: 'files' | 'images';
  maxFiles?: number;
  title?: string;
  submitLabel?: string;
};

/**
 * The reusable upload modal (chat, messages, appointments, file versions): uploads start on choice,
 * submit is disabled by the rules of part 1 section 5.
 */
export const UploadModal = ({ open, onOpenChange, ...props }: UploadModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={props.title ?? t('js.files.uploader.title')}
      size="lg"
      // The shared Modal drops Radix's dialog role when none is given; name it so it is announced.
      role="dialog"
    >
      {open ? <UploadModalBody onClose={() => onOpenChange(false)} {...props} /> : null}
    </Modal>
  );
};

const UploadModalBody = ({
  onClose,
  onSubmit,
  kind,
  maxFiles,
  submitLabel,
}: Omit<UploadModalProps, 'open' | 'onOpenChange'> & { onClose: () => void }) => {
  const { t } = useTranslation();
  const uploader = useUploader({ kind, maxFiles });
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    setSubmitting(true);
    try {
      await onSubmit(uploader.items.filter((item) => item.state === 'volatile'));
      onClose();
    } catch {
      // The owner reports its own error; the modal stays open so the member can try again.
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <div className="space-y-6">
      <UploadPanel uploader={uploader} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onClose} disabled={submitting}>
          {t('js.cancel')}
        </Button>
        <Button
          variant="primary"
          onClick={() => void submit()}
          disabled={uploader.block !== null}
          loading={submitting}
        >
          {submitLabel ?? t('js.files.uploader.submit')}
        </Button>
      </div>
    </div>
  );
};
