import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { FormField, inputClasses } from '../../../ui/form-field';
import { applyServerFieldErrors } from '../../../ui/server-field-errors';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import type { FolderListing } from '../api/files-types';
import { useSubmitFiles } from '../api/use-submit-files';
import { readyItems } from '../lib/upload-items';
import { UploadPanel } from '../upload/upload-panel';
import { useUploader } from '../upload/use-uploader';

type Values = { description: string; file_profile: string; post_to_stream: boolean };

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
  const { register, handleSubmit, formState, setError, reset } = useForm<Values>({
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
      if (!applyServerFieldErrors(error, setError, ['description', 'file_profile'])) {
        toast.error(t('js.saving_failure'));
      }
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
      <FormField label={t('js.files.form.description')} error={formState.errors.description?.message}>
        <textarea rows={3} className={`${inputClasses} h-auto py-2`} {...register('description')} />
      </FormField>
      <FormField
        label={t('js.files.new_files.file_profile')}
        hint={t('js.files.new_files.file_profile_hint')}
        error={formState.errors.file_profile?.message}
      >
        <input className={inputClasses} maxLength={100} {...register('file_profile')} />
      </FormField>
      <label className="flex items-center gap-2.5 text-sm text-ink">
        <input type="checkbox" className="size-4 accent-(--color-primary)" {...register('post_to_stream')} />
        {t('js.files.new_files.post_to_stream')}
      </label>
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
