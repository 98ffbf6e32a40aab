import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { sendBody } from '../../../../contract/messages';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/form/choice-fields';
import { MemberPickerField } from '../../../ui/form/member-picker-field';
import { memberPick, memberSource, type Pick, recipientSource } from '../../../ui/form/picker-sources';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextField } from '../../../ui/form/text-fields';
import { useFieldControl } from '../../../ui/form/use-field-control';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { FormField } from '../../../ui/form-field';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { UploadPanel, useUploader } from '../../files';
import { useSendMessage } from '../api/use-send-message';
import { isBlankText } from '../rich-text/is-blank';
import { RichTextEditor, type RichTextValue } from '../rich-text/rich-text-editor';
import type { ComposeInitial } from './compose-initial';
import { isSendDisabled } from './send-rules';

export type ComposeFormProps = { initial: ComposeInitial; isReply: boolean; canSendToAll: boolean };

/** The send body's fields as the composer holds them: members and at most one group among the picks. */
const schema = z.object({
  recipients: z.custom<Pick[]>(),
  to_all: sendBody.shape.to_all_network_members.unwrap(),
  subject: sendBody.shape.subject.unwrap(),
  content: z.custom<RichTextValue>(),
});

/** A message goes to one group at most: a newly chosen group replaces the earlier one. */
const keepLastGroup = (picks: Pick[]) => {
  const group = picks.findLast((pick) => pick.kind === 'group');
  return picks.filter((pick) => pick.kind !== 'group' || pick === group);
};

const fieldOf = (path: string) =>
  path === 'to' || path.startsWith('to.') || path === 'to_group'
    ? ('recipients' as const)
    : path === 'to_all_network_members'
      ? ('to_all' as const)
      : path === 'subject' || path === 'content'
        ? path
        : null;

/** Part 2 section 5: recipients, optional group, to all, subject, content and attachments. */
export const ComposeForm = ({ initial, isReply, canSendToAll }: ComposeFormProps) => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.messages.new'));
  const navigate = useNavigate();
  const send = useSendMessage();
  const uploader = useUploader({ maxFiles: 20 });
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, setError, setValue, watch } = useZodForm(schema, {
    defaultValues: {
      recipients: initial.recipients.map(memberPick),
      to_all: false,
      subject: initial.subject,
      content: { html: '', text: '' },
    },
  });
  const content = useFieldControl(control, 'content');
  const [recipients, toAll, subject, text] = [
    watch('recipients'),
    watch('to_all'),
    watch('subject'),
    watch('content').text,
  ];
  const showToAll = canSendToAll && !isReply;
  const dirty =
    !sent &&
    (!isBlankText(text) || subject !== initial.subject || uploader.readyIds.length > 0 || uploader.uploading);
  useUnsavedChangesPrompt(dirty);

  const group = recipients.find((pick) => pick.kind === 'group');
  const disabled = isSendDisabled({
    uploading: uploader.uploading,
    recipientCount: recipients.filter((pick) => pick.kind === 'member').length,
    hasGroup: group !== undefined,
    toAll: showToAll && toAll,
    subject,
    content: text,
  });

  const submit = handleSubmit(async (values) => {
    // A second submit while the first is under way adds nothing (the API client joins it to the first),
    // and the send's retries reuse its Idempotency-Key, so a lost answer sends nothing twice either.
    if (disabled || send.isPending) return;
    const everyone = showToAll && values.to_all;
    const attachments = uploader.readyIds;
    try {
      const message = await send.mutateAsync({
        to: everyone ? [] : values.recipients.filter((pick) => pick.kind === 'member').map((pick) => pick.id),
        to_group: everyone ? null : (group?.id ?? null),
        to_all_network_members: everyone,
        subject: values.subject,
        content: isBlankText(values.content.text) ? '' : values.content.html,
        attachments,
        conversation_starter_id: initial.conversationStarterId,
      });
      uploader.markPublished(attachments);
      flushSync(() => setSent(true));
      toast.success(t('js.messages.message_sent'));
      navigate(`/messages/${message.id}`);
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf, failure: 'js.messages.message_not_sent' });
    }
  });

  return (
    <form className="mx-auto flex max-w-3xl flex-col gap-4 p-4" onSubmit={submit} noValidate>
      <h1 className="text-xl font-semibold">{t('js.messages.new')}</h1>
      <MemberPickerField
        control={control}
        name="recipients"
        label={t('js.messages.recipients')}
        source={isReply ? memberSource : recipientSource(!canSendToAll)}
        placeholder={t(isReply ? 'js.messages.search_members' : 'js.messages.search_recipients')}
        disabled={showToAll && toAll}
        onValueChange={(picks) => setValue('recipients', keepLastGroup(picks), { shouldDirty: true })}
      />
      {showToAll ? (
        <CheckboxField control={control} name="to_all" label={t('js.messages.to_all_checkbox')} />
      ) : null}
      <TextField control={control} name="subject" label={t('js.messages.subject')} maxLength={255} />
      <FormField label={t('js.messages.content')} error={content.errors}>
        <RichTextEditor
          label={t('js.messages.content')}
          placeholder={t('js.messages.content_placeholder')}
          onChange={content.field.onChange}
        />
      </FormField>
      <UploadPanel uploader={uploader} />
      <div className="flex justify-end gap-2">
        <Button type="submit" variant="primary" disabled={disabled} loading={send.isPending}>
          {t('js.messages.send')}
        </Button>
      </div>
    </form>
  );
};
