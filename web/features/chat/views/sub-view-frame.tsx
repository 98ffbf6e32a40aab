import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ChatViewLink } from './chat-view-link';

/** Header with the way back to the chat, and a "load older" button below the list. */
export const SubViewFrame = ({
  chatId,
  title,
  children,
  hasOlder,
  loading,
  onLoadOlder,
  loadLabel,
  loadError,
}: {
  chatId: string;
  title: string;
  children: ReactNode;
  hasOlder?: boolean;
  loading?: boolean;
  onLoadOlder?: () => void;
  /** The button's text; "load older messages" unless given. */
  loadLabel?: string;
  /** Shown above the button when the last "load more" failed. */
  loadError?: string | null;
}) => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="chat-sub-view-title" className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-border px-2 py-2">
        <ChatViewLink
          view={{ name: 'showChat', chatId }}
          aria-label={t('js.chat.views.back_to_chat')}
          className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-black/6"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </ChatViewLink>
        <h1
          id="chat-sub-view-title"
          className="truncate text-base font-semibold"
          tabIndex={-1}
          data-chat-focus
        >
          {title}
        </h1>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {children}
        {hasOlder && onLoadOlder ? (
          <div className="mt-4 flex flex-col items-center gap-2">
            {loadError ? (
              <p role="alert" className="text-sm text-danger">
                {loadError}
              </p>
            ) : null}
            <Button size="sm" loading={loading} onClick={onLoadOlder}>
              {loadLabel ?? t('js.chat.load_older')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
};
