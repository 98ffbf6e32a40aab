import { useQueryClient } from '@tanstack/react-query';
import { Check, ImagePlus, Paperclip, SendHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '../../../app/api/types';
import { cn } from '../../../ui/cn';
import { IconButton } from '../../../ui/icon-button';
import { toast } from '../../../ui/toaster';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { type UploadKind, UploadModal, useUploader } from '../../files';
import { chatKeys } from '../api/chat-keys';
import { useChatSession } from '../api/chat-session-context';
import { useMentionSearch } from '../api/use-mention-search';
import { decideDrop } from '../lib/drop-choice';
import { mentionMarkdown } from '../lib/links';
import type { ListedMessage } from '../lib/merge-messages';
import { pendingAttachments } from '../lib/pending-attachments';
import { canSend, isSendKey, rowsFor } from '../lib/send-rules';
import { canEditMessage, periodMinutes } from '../lib/time-windows';
import { LinkPreviewCard } from '../message/link-preview';
import { useRoomContext } from '../room/room-context';
import { newClientId } from '../transport/chat-session';
import { ChatRequestError } from '../transport/chat-socket';
import type { MyProfile } from '../types';
import { AttachmentTiles } from './attachment-tiles';
import { ComposerBanner } from './composer-banner';
import { DropChoiceDialog } from './drop-choice-dialog';
import { MentionList } from './mention-list';
import { insertMention, type MentionQuery, mentionAt } from './mention-query';
import { useDraft } from './use-draft';
import { useLinkPreviews } from './use-link-previews';

/** Part 1 section 9: member search for mentions waits 375 ms. */
export const MENTION_DEBOUNCE_MS = 375;
/** Composing is sent at most this often, so the partner's 2 s indicator stays on while typing. */
const COMPOSING_EVERY_MS = 1_500;

type ComposerProps = {
  quote: ListedMessage | null;
  editing: ListedMessage | null;
  onCancelQuote: () => void;
  onDoneEditing: () => void;
  maxFiles: number;
  maxImages: number;
};

/**
 * The composer: 1–8 rows, Enter sends (Shift/Ctrl/Alt/Meta+Enter is a new line), quote and edit
 * modes, attachments through the upload modal or by dropping, mentions, link previews, a draft per chat.
 */
export const Composer = ({
  quote,
  editing,
  onCancelQuote,
  onDoneEditing,
  maxFiles,
  maxImages,
}: ComposerProps) => {
  const { t } = useTranslation();
  const session = useChatSession();
  const queryClient = useQueryClient();
  const room = useRoomContext();
  const chatId = room.chat.id;
  const field = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [draft, setDraft] = useDraft(chatId);
  const [editText, setEditText] = useState<string | null>(null);
  const text = editing ? (editText ?? editing.text) : draft;
  const setText = (value: string) => (editing ? setEditText(value) : setDraft(value));
  const files = useUploader({ kind: 'files', maxFiles, tooManyMessage: 'js.chat.errors.max_files_reached' });
  const images = useUploader({
    kind: 'images',
    maxFiles: maxImages,
    tooManyMessage: 'js.chat.errors.max_images_reached',
  });
  const uploaderOf = (kind: UploadKind) => (kind === 'files' ? files : images);
  const previews = useLinkPreviews(editing ? '' : draft);
  const [modal, setModal] = useState<UploadKind | null>(null);
  const [dropped, setDropped] = useState<File[] | null>(null);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [activeMention, setActiveMention] = useState(0);
  const mentionQuery = useDebouncedValue(mention?.query ?? null, MENTION_DEBOUNCE_MS);
  const mentions = useMentionSearch(mention ? mentionQuery : null);
  const mentionMembers = mention && mentionQuery ? (mentions.data?.entries ?? []) : [];
  const lastComposing = useRef(0);
  const writable = room.chat.can.write;

  // A new edit or quote starts from the message's own text and puts the caret into the field.
  useEffect(() => {
    setEditText(null);
    if (editing || quote) field.current?.focus();
  }, [editing, quote]);

  const remainingFiles = Math.max(0, files.remaining);
  const remainingImages = Math.max(0, images.remaining);
  const sendable =
    writable &&
    canSend({
      text,
      fileCount: editing ? 0 : files.readyIds.length,
      imageCount: editing ? 0 : images.readyIds.length,
      uploading: files.uploading || images.uploading,
    });

  const announceComposing = () => {
    const now = Date.now();
    if (now - lastComposing.current < COMPOSING_EVERY_MS) return;
    lastComposing.current = now;
    session.request('composing', { chat_id: chatId }).catch(() => undefined);
  };

  const editPeriodEnded = () => {
    toast.error(
      t('js.chat.errors.edit_period_ended', { count: periodMinutes(room.windows.update_period_of_time) }),
    );
    setEditText(null);
    onDoneEditing();
  };

  const submitEdit = async (message: ListedMessage) => {
    if (!canEditMessage(message, room.windows)) return editPeriodEnded();
    try {
      const { message: updated } = await session.request('update_message', {
        chat_id: chatId,
        id: message.id,
        text,
      });
      session.received(updated);
      setEditText(null);
      onDoneEditing();
    } catch (error) {
      if (error instanceof ChatRequestError && error.code === 'period_expired') return editPeriodEnded();
      toast.error(t('js.chat.errors.action_failed'));
    }
  };

  const submit = () => {
    if (!sendable) return;
    if (editing) return void submitEdit(editing);
    const message = {
      chat_id: chatId,
      client_id: newClientId(),
      text: text.trim(),
      quoted_message_id: quote?.id ?? null,
      file_ids: files.readyIds,
      image_ids: images.readyIds,
      link_attachments: previews.links.map((link) => ({ url: link.url, show: link.show && !link.error })),
    };
    const shown = pendingAttachments(
      files.visibleItems,
      images.visibleItems,
      previews.links,
      queryClient.getQueryData<MyProfile>(chatKeys.profile)?.member.name ?? '',
      new Date().toISOString(),
    );
    setDraft('');
    files.reset();
    images.reset();
    previews.reset();
    onCancelQuote();
    session.send(message, shown).catch(() => {
      toast.error(t('js.chat.composer.send_failed'));
      // Give the text back so nothing the member wrote is lost.
      setDraft(message.text);
    });
    field.current?.focus();
  };

  const pickMention = (member: MemberRow) => {
    if (!mention) return;
    const next = insertMention(text, mention, mentionMarkdown({ id: member.id, name: member.displayName }));
    setText(next.text);
    setMention(null);
    requestAnimationFrame(() => field.current?.setSelectionRange(next.caret, next.caret));
  };

  const openModal = (kind: UploadKind) => {
    const remaining = kind === 'files' ? remainingFiles : remainingImages;
    if (remaining <= 0) {
      toast.error(
        t(kind === 'files' ? 'js.chat.errors.max_files_reached' : 'js.chat.errors.max_images_reached', {
          count: kind === 'files' ? maxFiles : maxImages,
        }),
      );
      return;
    }
    setModal(kind);
  };

  // The uploader cuts a drop to the free places and says so with the chat's message.
  const addDropped = (kind: UploadKind, chosen: File[]) => uploaderOf(kind).addFiles(chosen);

  const onDrop = (event: React.DragEvent) => {
    event.preventDefault();
    if (!writable || editing) return;
    const chosen = Array.from(event.dataTransfer.files);
    if (!chosen.length) return;
    const decision = decideDrop(chosen, remainingFiles);
    if (decision.kind === 'ask') setDropped(chosen);
    else addDropped('files', chosen);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention && mentionMembers.length) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveMention((index) => (index + step + mentionMembers.length) % mentionMembers.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const member = mentionMembers[activeMention];
        if (member) pickMention(member);
        return;
      }
    }
    if (event.key === 'Escape') {
      if (mention) setMention(null);
      else if (editing) {
        setEditText(null);
        onDoneEditing();
      }
      return;
    }
    if (isSendKey({ ...event, isComposing: event.nativeEvent.isComposing })) {
      event.preventDefault();
      submit();
    }
  };

  const onChange = (event: React.ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    const found = mentionAt(event.target.value, event.target.selectionStart);
    setMention(found);
    setActiveMention(0);
    if (event.target.value.trim()) announceComposing();
  };

  return (
    // Files dropped anywhere on the composer attach to the message (the buttons offer the same by keyboard).
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target, not a control
    <div
      className="border-t border-border bg-surface"
      onDragOver={(event) => {
        if (writable && !editing) event.preventDefault();
      }}
      onDrop={onDrop}
    >
      {editing ? (
        <ComposerBanner
          mode="edit"
          message={editing}
          onCancel={() => {
            setEditText(null);
            onDoneEditing();
          }}
        />
      ) : null}
      {quote && !editing ? <ComposerBanner mode="quote" message={quote} onCancel={onCancelQuote} /> : null}
      {editing ? null : (
        <>
          <AttachmentTiles kind="images" items={images.visibleItems} onRemove={images.remove} />
          <AttachmentTiles kind="files" items={files.visibleItems} onRemove={files.remove} />
          {previews.links
            .filter((link) => link.show)
            .map((link) => (
              <div key={link.url} className="relative mx-3">
                <LinkPreviewCard
                  link={{
                    url: link.url,
                    title: link.crawl?.title ?? null,
                    description: link.crawl?.description ?? null,
                    image_url: link.crawl?.image_url ?? null,
                    loading: link.loading,
                    error: link.error ? t(link.error) : null,
                  }}
                />
                <IconButton
                  label={t('js.chat.composer.remove_preview')}
                  icon={<X aria-hidden className="size-4" />}
                  onClick={() => previews.hide(link.url)}
                  className="absolute top-3 right-1 size-7"
                />
              </div>
            ))}
        </>
      )}
      <div className="relative flex items-end gap-1 p-2">
        {mention && mentionQuery ? (
          <MentionList
            id={listId}
            members={mentionMembers}
            active={activeMention}
            loading={mentions.isFetching}
            onPick={pickMention}
          />
        ) : null}
        <IconButton
          label={t('js.chat.composer.attach_files')}
          icon={<Paperclip aria-hidden className="size-5" />}
          onClick={() => openModal('files')}
          disabled={!writable || Boolean(editing)}
        />
        <IconButton
          label={t('js.chat.composer.attach_images')}
          icon={<ImagePlus aria-hidden className="size-5" />}
          onClick={() => openModal('images')}
          disabled={!writable || Boolean(editing)}
        />
        <label htmlFor={`${listId}-field`} className="sr-only">
          {t('js.chat.composer.label')}
        </label>
        <textarea
          ref={field}
          id={`${listId}-field`}
          data-chat-composer
          rows={rowsFor(text)}
          value={text}
          disabled={!writable}
          placeholder={
            writable ? t('js.chat.composer.placeholder') : t('js.chat.composer.placeholder_disabled')
          }
          onChange={onChange}
          onKeyDown={onKeyDown}
          onBlur={() => setMention(null)}
          aria-autocomplete="list"
          aria-controls={mention ? listId : undefined}
          aria-activedescendant={mention && mentionMembers.length ? `${listId}-${activeMention}` : undefined}
          className={cn(
            'min-h-10 flex-1 resize-none rounded-lg border border-border-strong bg-surface px-3 py-2 text-sm leading-5',
            'focus:border-primary focus:ring-3 focus:ring-primary/15 focus:outline-none disabled:bg-canvas',
          )}
        />
        <IconButton
          label={editing ? t('js.chat.composer.save_edit') : t('js.chat.composer.send')}
          icon={
            editing ? (
              <Check aria-hidden className="size-5" />
            ) : (
              <SendHorizontal aria-hidden className="size-5" />
            )
          }
          onClick={submit}
          disabled={!sendable}
          className="text-primary disabled:text-muted"
        />
      </div>
      <UploadModal
        open={modal !== null}
        onOpenChange={(open) => (open ? undefined : setModal(null))}
        kind={modal ?? 'files'}
        maxFiles={modal === 'images' ? remainingImages : remainingFiles}
        title={
          modal === 'images'
            ? t('js.chat.composer.remaining_images', { count: remainingImages })
            : t('js.chat.composer.remaining_files', { count: remainingFiles })
        }
        onSubmit={(items) => uploaderOf(modal ?? 'files').addUploaded(items)}
      />
      <DropChoiceDialog
        open={dropped !== null}
        onCancel={() => setDropped(null)}
        onChoose={(kind) => {
          if (dropped) addDropped(kind, dropped);
          setDropped(null);
        }}
      />
    </div>
  );
};
