import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { newFilesBody } from '../../../../contract/files';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/form/choice-fields';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextareaField, TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import type { FolderListing } from '../api/files-types';
import { useSubmitFiles } from '../api/use-submit-files';
import { readyItems } from '../lib/upload-items';
import { UploadPanel } from '../upload/upload-panel';
import { useUploader } from '../upload/use-uploader';

/** The form's fields of newFilesBody; the profile is text in the form and null when left empty. */
const schema = newFilesBody
  .pick({ description: true, post_to_stream: true })
  .extend({ file_profile: z.string().max(100) });

/** The most files one submission publishes (contract newFilesBody). */
const MAX_FILES = 100;

/**
 * The new-files form of part 2: files (required, uploaded at once as volatile), description, profile and
 * whether to post to the stream. Submitting publishes the uploads into the folder.
 */
export const NewFilesForm = ({ folder, onDone }: { folder: FolderListing; onDone: () => void }) => {
  const { t } = useTranslation();
  const uploader = useUploader({ maxFiles: MAX_FILES });
  const submitFiles = useSubmitFiles();
  const [filesError, setFilesError] = useState<string | null>(null);
  const filesErrorId = useId();
  const { control, handleSubmit, formState, setError, reset } = useZodForm(schema, {
    defaultValues: { description: '', file_profile: '', post_to_stream: false },
  });
  const dirty = formState.isDirty || uploader.visibleItems.length > 0;
  const [saved, setSaved] = useState(false);
  useUnsavedChangesPrompt(dirty && !saved);

  const submit = handleSubmit(async (values) => {
    const ready = readyItems(uploader.items);
    if (!ready.length) {
      setFilesError(t('js.required'));
      return;
    }
    setFilesError(null);
    try {
      const result = await submitFiles.mutateAsync({
        files: ready.map((item) => ({ id: item.id ?? '' })),
        folder_ids: [folder.id],
        description: values.description,
        file_profile: values.file_profile.trim() || null,
        post_to_stream: values.post_to_stream,
      });
      uploader.markPublished(result.files.map((file) => file.id));
      flushSync(() => {
        setSaved(true);
        reset(values);
      });
      toast.success(t('js.files.new_files.published', { count: result.files.length }));
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, t, { fields: ['description', 'file_profile'] });
    }
  });

  const blocked = uploader.block === 'uploading' || uploader.block === 'too_many';
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset className="space-y-1.5">
        <legend className="mb-1.5 text-sm font-medium text-ink">
          {t('js.files.new_files.files')}
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        </legend>
        <UploadPanel
          uploader={uploader}
          invalid={Boolean(filesError)}
          describedBy={filesError ? filesErrorId : undefined}
        />
        {filesError ? (
          <p id={filesErrorId} className="text-sm text-danger">
            {filesError}
          </p>
        ) : null}
      </fieldset>
      <TextareaField control={control} name="description" label={t('js.files.form.description')} rows={3} />
      <TextField
        control={control}
        name="file_profile"
        label={t('js.files.new_files.file_profile')}
        hint={t('js.files.new_files.file_profile_hint')}
        maxLength={100}
      />
      <CheckboxField control={control} name="post_to_stream" label={t('js.files.new_files.post_to_stream')} />
      <div className="flex justify-end gap-2 border-t border-border pt-5">
        <Button onClick={onDone} disabled={formState.isSubmitting}>
          {t('js.cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting} disabled={blocked}>
          {t('js.files.new_files.submit')}
        </Button>
      </div>
    </form>
  );
};
