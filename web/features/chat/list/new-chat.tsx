import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryEntry } from '../../../../contract/directory';
import { dataName } from '../../../i18n/data-names';
import { Avatar } from '../../../ui/avatar';
import { Combobox } from '../../../ui/combobox/combobox';
import { toast } from '../../../ui/toaster';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useChatNavigation } from '../api/chat-navigation';
import { useChatSession } from '../api/chat-session-context';
import { useChatDirectory } from '../api/use-chat-directory';
import { upsertChatFirst } from '../transport/room-cache';
import { ChatViewLink } from '../views/chat-view-link';
import { groupDirectory } from './group-directory';

/** Part 1 section 9: the chat directory search waits 300 ms after the last keystroke. */
export const DIRECTORY_DEBOUNCE_MS = 300;

/** View newChat: search members and my chat-enabled groups; choosing one creates or opens its chat. */
export const NewChat = () => {
  const { t } = useTranslation();
  const navigation = useChatNavigation();
  const session = useChatSession();
  const client = useQueryClient();
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
  const status = directory.isError
    ? 'error'
    : directory.isPending
      ? 'loading'
      : sections.length === 0
        ? 'empty'
        : 'ready';

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
      <div className="min-h-0 flex-1 overflow-y-auto p-3" aria-busy={directory.isFetching}>
        {directory.data?.too_large ? (
          <p className="px-3 py-2 text-sm text-muted">{t('js.chat.search.too_large')}</p>
        ) : null}
        <Combobox<ChatTarget>
          inline
          // The member came here to search: the field takes the focus.
          autoFocus
          inputType="search"
          aria-label={t('js.chat.search.label')}
          placeholder={t('js.chat.search.placeholder')}
          inputClassName="pl-10"
          adornment={
            <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-5 text-muted" />
          }
          text={text}
          onTextChange={setText}
          sections={sections.map((section) =>
            section.kind === 'members'
              ? {
                  key: 'members',
                  label: t('js.chat.search.members'),
                  options: section.entries.map((entry) => ({ kind: 'member' as const, entry })),
                }
              : {
                  key: section.title,
                  label: dataName(t, section.title),
                  options: section.entries.map((entry) => ({ kind: 'group' as const, entry })),
                },
          )}
          optionKey={(option) => option.entry.id}
          renderOption={(option) => <TargetRow option={option} opening={opening === option.entry.id} />}
          onChoose={(option) => {
            if (opening !== null) return;
            void open(
              option.kind === 'member'
                ? { member_id: option.entry.member.id }
                : { group_id: option.entry.id },
              option.entry.id,
            );
          }}
          status={status}
          statusText={status === 'empty' ? t('js.chat.search.no_results') : undefined}
          listLabel={t('js.chat.search.results')}
        />
        {status === 'empty' && !q ? (
          <p className="mt-1 text-sm text-muted">{t('js.chat.search.hint')}</p>
        ) : null}
        {status === 'error' ? (
          <button
            type="button"
            className="mt-2 text-sm font-medium text-primary underline"
            onClick={() => void directory.refetch()}
          >
            {t('js.try_again')}
          </button>
        ) : null}
      </div>
    </section>
  );
};

type MemberEntry = Extract<DirectoryEntry, { type: 'member' }>;
type GroupEntry = Extract<DirectoryEntry, { type: 'group' }>;
type ChatTarget = { kind: 'member'; entry: MemberEntry } | { kind: 'group'; entry: GroupEntry };

/** One suggestion: the member's picture, name and detection field, or the group's picture and name. */
const TargetRow = ({ option, opening }: { option: ChatTarget; opening: boolean }) => {
  const { t } = useTranslation();
  return (
    <>
      {option.kind === 'member' ? (
        <>
          <Avatar src={option.entry.member.images.small} size="sm" />
          <span className="min-w-0">
            <span className="block truncate font-medium">{option.entry.member.displayName}</span>
            {option.entry.member.detection_profile_field ? (
              <span className="block truncate text-xs text-muted">
                {option.entry.member.detection_profile_field}
              </span>
            ) : null}
          </span>
        </>
      ) : (
        <>
          <Avatar src={option.entry.profile_image} size="sm" shape="square" />
          <span className="truncate font-medium">{option.entry.name}</span>
        </>
      )}
      {opening ? <span className="ml-auto text-xs text-muted">{t('js.chat.search.opening')}</span> : null}
    </>
  );
};
