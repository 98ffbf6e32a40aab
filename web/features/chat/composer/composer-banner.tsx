import { Pencil, Quote, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../ui/icon-button';
import type { ListedMessage } from '../lib/merge-messages';
import { previewText } from '../lib/preview-text';

/** Above the field: the quoted message, or the message being edited, each with a way out. */
export const ComposerBanner = ({
  mode,
  message,
  onCancel,
}: {
  mode: 'quote' | 'edit';
  message: ListedMessage;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="mx-3 mt-2 flex items-start gap-2 rounded-lg border-l-4 border-primary/60 bg-black/4 px-3 py-2 text-xs">
      {mode === 'edit' ? (
        <Pencil aria-hidden className="mt-0.5 size-4 shrink-0" />
      ) : (
        <Quote aria-hidden className="mt-0.5 size-4 shrink-0" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {mode === 'edit'
            ? t('js.chat.composer.editing')
            : t('js.chat.composer.quoting', { name: message.from.name })}
        </p>
        <p className="line-clamp-2 text-muted">{previewText(message.text)}</p>
      </div>
      <IconButton
        label={mode === 'edit' ? t('js.chat.composer.cancel_edit') : t('js.chat.composer.cancel_quote')}
        icon={<X aria-hidden className="size-4" />}
        onClick={onCancel}
        className="size-7"
      />
    </div>
  );
};
