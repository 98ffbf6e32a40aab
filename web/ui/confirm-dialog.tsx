import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
};

/** Asks before something that cannot simply be undone (leaving a group, deleting). */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={pending}>
            {t('js.cancel')}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
            {confirmLabel ?? t('js.confirm')}
          </Button>
        </>
      }
    />
  );
};
