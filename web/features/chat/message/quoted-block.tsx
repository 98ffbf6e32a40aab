import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { previewText } from '../lib/preview-text';
import type { ChatMessage } from '../types';

/** The quoted message above a message's text: author and the start of its text. */
export const QuotedBlock = ({ quoted }: { quoted: NonNullable<ChatMessage['quoted_message']> }) => {
  const { t } = useTranslation();
  const attachments = quoted.files.length + quoted.images.length;
  return (
    <blockquote className="mb-1 rounded-md border-l-4 border-primary/50 bg-black/4 px-2 py-1 text-xs">
      <p className="font-semibold">{quoted.from.name}</p>
      <p className="line-clamp-3 text-muted">
        {quoted.deleted_at ? t('js.chat.deleted_message') : previewText(quoted.text)}
        {attachments > 0 ? <Paperclip aria-hidden className="ml-1 inline size-3" /> : null}
      </p>
    </blockquote>
  );
};
