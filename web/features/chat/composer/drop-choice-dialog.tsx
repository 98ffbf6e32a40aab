import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';

/** All dropped files are images: attach them as images or as files? */
export const DropChoiceDialog = ({
  open,
  onChoose,
  onCancel,
}: {
  open: boolean;
  onChoose: (kind: 'images' | 'files') => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={t('js.chat.composer.drop_choice_title')}
      description={t('js.chat.composer.drop_choice_text')}
      size="sm"
      role="dialog"
      footer={
        <div className="flex justify-end gap-2">
          <Button onClick={() => onChoose('files')}>{t('js.chat.composer.as_files')}</Button>
          <Button variant="primary" onClick={() => onChoose('images')}>
            {t('js.chat.composer.as_images')}
          </Button>
        </div>
      }
    />
  );
};
