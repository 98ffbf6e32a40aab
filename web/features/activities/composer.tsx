import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../ui/button';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useFieldControl } from '../../ui/form/use-field-control';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormField } from '../../ui/form-field';
import { toast } from '../../ui/toaster';
import { UploadPanel, useUploader } from '../files';
import { ActivityEditor, type EditorValue, emptyEditorValue } from './activity-editor';
import { useLinkPreviewRefresh, usePostActivity } from './api/mutations';

const schema = z.object({ content: z.custom<EditorValue>() });

// A refused mention is a fault of the text it stands in.
const fieldOf = (path: string) =>
  path === 'html_content' || path === 'mention_ids' ? ('content' as const) : null;

/** Writes a post to the stream: rich text with #tags, @mentions (picked inline) and attachments. */
export const Composer = ({ slug }: { slug: string }) => {
  const { t } = useTranslation();
  const postActivity = usePostActivity(slug);
  const awaitLinkPreview = useLinkPreviewRefresh();
  const uploader = useUploader({ maxFiles: 10 });
  // A new editor after each post starts empty.
  const [round, setRound] = useState(0);
  const { control, handleSubmit, setError, reset } = useZodForm(schema, {
    defaultValues: { content: emptyEditorValue() },
  });
  const content = useFieldControl(control, 'content');

  const submit = handleSubmit(async (values) => {
    const attachments = uploader.readyIds;
    if (!values.content.text.trim() && attachments.length === 0) {
      setError('content', { message: 'errors.activities.content_empty' });
      return;
    }
    try {
      const posted = await postActivity.mutateAsync({
        html_content: values.content.html,
        mention_ids: [...new Set(values.content.mentionIds)],
        attachments,
      });
      awaitLinkPreview(posted, values.content.html);
      uploader.markPublished(attachments);
      uploader.reset();
      reset();
      setRound((n) => n + 1);
      toast.success(t('js.activities.posted'));
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      aria-label={t('js.activities.composer')}
    >
      <FormField label={t('js.activities.new_post')} error={content.errors}>
        <ActivityEditor
          key={round}
          label={t('js.activities.new_post')}
          placeholder={t('js.activities.placeholder')}
          onChange={content.field.onChange}
          invalid={content.invalid}
        />
      </FormField>
      <UploadPanel uploader={uploader} />
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="primary"
          loading={postActivity.isPending}
          disabled={uploader.uploading}
        >
          {t('js.activities.post')}
        </Button>
      </div>
    </form>
  );
};
