import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberRow } from '../../../../contract/members';
import { type FieldErrors, isApiError } from '../../../app/api/client';
import { Button } from '../../../ui/button';
import { FormField, inputClasses } from '../../../ui/form-field';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { UploadPanel, useUploader } from '../../files';
import type { GroupChoice } from '../api/use-group-search';
import { useSendMessage } from '../api/use-send-message';
import { isBlankText } from '../rich-text/is-blank';
import { RichTextEditor, type RichTextValue } from '../rich-text/rich-text-editor';
import { newClientId } from './client-id';
import type { ComposeInitial } from './compose-initial';
import { RecipientPicker } from './recipient-picker';
import { isSendDisabled } from './send-rules';

export type ComposeFormProps = { initial: ComposeInitial; isReply: boolean; canSendToAll: boolean };

/** Part 2 section 5: recipients, optional group, to all, subject, content and attachments. */
export const ComposeForm = ({ initial, isReply, canSendToAll }: ComposeFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSendMessage();
  const uploader = useUploader({ maxFiles: 20 });
  const [recipients, setRecipients] = useState<MemberRow[]>(initial.recipients);
  const [group, setGroup] = useState<GroupChoice | null>(null);
  const [toAll, setToAll] = useState(false);
  const [subject, setSubject] = useState(initial.subject);
  const [content, setContent] = useState<RichTextValue>({ html: '', text: '' });
  // One per compose session: a double click or a retry after a lost answer sends nothing twice.
  const [clientId] = useState(newClientId);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const showToAll = canSendToAll && !isReply;
  const uploading = uploader.items.some((item) => item.state === 'uploading');
  const ready = uploader.items.filter((item) => item.state === 'volatile' && item.id);
  const dirty =
    !sent && (!isBlankText(content.text) || subject !== initial.subject || ready.length > 0 || uploading);
  useUnsavedChangesPrompt(dirty);

  const disabled = isSendDisabled({
    uploading,
    recipientCount: recipients.length,
    hasGroup: group !== null,
    toAll: showToAll && toAll,
    subject,
    content: content.text,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A second submit while the first is under way adds nothing (the client id covers retries).
    if (disabled || send.isPending) return;
    setErrors({});
    try {
      const message = await send.mutateAsync({
        to: showToAll && toAll ? [] : recipients.map((member) => member.id),
        to_group: showToAll && toAll ? null : (group?.id ?? null),
        to_all_network_members: showToAll && toAll,
        subject,
        content: isBlankText(content.text) ? '' : content.html,
        attachments: ready.map((item) => item.id ?? ''),
        conversation_starter_id: initial.conversationStarterId,
        client_id: clientId,
      });
      uploader.markPublished(ready.map((item) => item.id ?? ''));
      flushSync(() => setSent(true));
      toast.success(t('js.messages.message_sent'));
      navigate(`/messages/${message.id}`);
    } catch (error) {
      if (isApiError(error)) setErrors(error.fields);
      toast.error(t('js.messages.message_not_sent'));
    }
  };

  const fieldError = (name: string) => errors[name];
  return (
    <form className="mx-auto flex max-w-3xl flex-col gap-4 p-4" onSubmit={submit} noValidate>
      <h1 className="text-xl font-semibold">{t('js.messages.new')}</h1>
      <FormField
        label={t('js.messages.recipients')}
        error={[...(fieldError('to') ?? []), ...(fieldError('to_group') ?? [])]}
      >
        <RecipientPicker
          value={recipients}
          onChange={setRecipients}
          group={group}
          onGroupChange={isReply ? undefined : setGroup}
          onlyAdministeredGroups={!canSendToAll}
          disabled={showToAll && toAll}
        />
      </FormField>
      {showToAll ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={toAll} onChange={(event) => setToAll(event.target.checked)} />
          {t('js.messages.to_all_checkbox')}
        </label>
      ) : null}
      <FormField label={t('js.messages.subject')} error={fieldError('subject')}>
        <input
          className={inputClasses}
          value={subject}
          maxLength={255}
          onChange={(event) => setSubject(event.target.value)}
        />
      </FormField>
      <FormField label={t('js.messages.content')} error={fieldError('content')}>
        <RichTextEditor
          label={t('js.messages.content')}
          placeholder={t('js.messages.content_placeholder')}
          onChange={setContent}
        />
      </FormField>
      <UploadPanel uploader={uploader} invalid={Boolean(fieldError('attachments'))} />
      <div className="flex justify-end gap-2">
        <Button type="submit" variant="primary" disabled={disabled} loading={send.isPending}>
          {t('js.messages.send')}
        </Button>
      </div>
    </form>
  );
};
