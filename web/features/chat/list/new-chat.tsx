import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/avatar';
import { cn } from '../../../ui/cn';
import { inputClasses } from '../../../ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useChatNavigation } from '../api/chat-navigation';
import { useChatSession } from '../api/chat-session-context';
import { useChatDirectory } from '../api/use-chat-directory';
import { upsertChatFirst } from '../transport/room-cache';
import { ChatViewLink } from '../views/chat-view-link';
import { groupDirectory } from './group-directory';
import { moveRowFocus } from './roving-focus';

/** Part 1 section 9: the chat directory search waits 300 ms after the last keystroke. */
export const DIRECTORY_DEBOUNCE_MS = 300;

/** View newChat: search members and my chat-enabled groups; choosing one creates or opens its chat. */
export const NewChat = () => {
  const { t } = useTranslation();
  const navigation = useChatNavigation();
  const session = useChatSession();
  const client = useQueryClient();
  const inputId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), DIRECTORY_DEBOUNCE_MS);
  const directory = useChatDirectory(q);
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (target: { member_id: string } | { group_id: string }, key: string) => {
    setOpening(key);
    try {
      const { chat } = await session.request('create_chat', target);
      if (chat.last_message) upsertChatFirst(client, chat);
      navigation.go({ name: 'showChat', chatId: chat.id }, { replace: true });
    } catch {
      toast.error(t('js.chat.errors.action_failed'));
    } finally {
      setOpening(null);
    }
  };

  const sections = directory.data ? groupDirectory(directory.data.entries) : [];
  const rowClasses =
    'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left hover:bg-black/4 focus-visible:bg-black/4 disabled:opacity-60';

  return (
    <section aria-labelledby="new-chat-title" className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-border px-4 py-3">
        <ChatViewLink
          view={{ name: 'root' }}
          aria-label={t('js.chat.back')}
          className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-black/6"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </ChatViewLink>
        <h1 id="new-chat-title" className="text-lg font-semibold">
          {t('js.chat.new_chat')}
        </h1>
      </header>
      <div className="border-b border-border p-3">
        <label htmlFor={inputId} className="sr-only">
          {t('js.chat.search.label')}
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-5 text-muted" />
          <input
            id={inputId}
            type="search"
            // The member came here to search: the field takes the focus.
            // biome-ignore lint/a11y/noAutofocus: the view's single purpose is this search
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('js.chat.search.placeholder')}
            className={cn(inputClasses, 'pl-10')}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown') return;
              event.preventDefault();
              event.currentTarget.closest('section')?.querySelector<HTMLElement>('[data-chat-row]')?.focus();
            }}
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2" aria-live="polite" aria-busy={directory.isFetching}>
        {directory.isPending ? <LoadingState /> : null}
        {directory.isError ? <ErrorState onRetry={() => void directory.refetch()} /> : null}
        {directory.data?.too_large ? (
          <p className="px-3 py-2 text-sm text-muted">{t('js.chat.search.too_large')}</p>
        ) : null}
        {directory.data && sections.length === 0 ? (
          <EmptyState
            title={t('js.chat.search.no_results')}
            description={q ? undefined : t('js.chat.search.hint')}
          />
        ) : null}
        <div data-chat-rows>
          {sections.map((section) => (
            <div key={section.kind === 'members' ? 'members' : section.title} className="mb-3">
              <h2 className="px-3 py-1 text-xs font-semibold tracking-wide text-muted uppercase">
                {section.kind === 'members' ? t('js.chat.search.members') : section.title}
              </h2>
              <ul>
                {section.kind === 'members'
                  ? section.entries.map((entry) => (
                      <li key={entry.id}>
                        <button
                          type="button"
                          data-chat-row
                          className={rowClasses}
                          disabled={opening !== null}
                          onKeyDown={moveRowFocus}
                          onClick={() => void open({ member_id: entry.member.id }, entry.id)}
                        >
                          <Avatar src={entry.member.images.small} size="sm" />
                          <span className="min-w-0">
                            <span className="block truncate font-medium">{entry.member.displayName}</span>
                            {entry.member.detection_profile_field ? (
                              <span className="block truncate text-xs text-muted">
                                {entry.member.detection_profile_field}
                              </span>
                            ) : null}
                          </span>
                          {opening === entry.id ? (
                            <span className="ml-auto text-xs text-muted">{t('js.chat.search.opening')}</span>
                          ) : null}
                        </button>
                      </li>
                    ))
                  : section.entries.map((entry) => (
                      <li key={entry.id}>
                        <button
                          type="button"
                          data-chat-row
                          className={rowClasses}
                          disabled={opening !== null}
                          onKeyDown={moveRowFocus}
                          onClick={() => void open({ group_id: entry.id }, entry.id)}
                        >
                          <Avatar src={entry.profile_image} size="sm" shape="square" />
                          <span className="truncate font-medium">{entry.name}</span>
                          {opening === entry.id ? (
                            <span className="ml-auto text-xs text-muted">{t('js.chat.search.opening')}</span>
                          ) : null}
                        </button>
                      </li>
                    ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
};
