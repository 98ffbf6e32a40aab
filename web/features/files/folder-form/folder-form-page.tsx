import { zodResolver } from '@hookform/resolvers/zod';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useNetwork } from '../../../app/api/use-network';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FormField, inputClasses } from '../../../ui/form-field';
import { applyServerFieldErrors } from '../../../ui/server-field-errors';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import type { FolderListing } from '../api/files-types';
import { useFilesContext } from '../api/use-files-context';
import { useFolder } from '../api/use-folder';
import { type FolderFormValues, useSaveFolder } from '../api/use-save-folder';
import { FolderBreadcrumbs } from '../listing/folder-breadcrumbs';

const schema = z.object({
  name: z.string().trim().min(1, 'js.required').max(255, 'js.files.form.too_long'),
  description: z.string().max(5000, 'js.files.form.too_long'),
});

/**
 * /files/folders/new?folder_id= and /files/folders/:folderId/edit: name and description (part 3
 * section 5: submit disabled while submitting). Back to the folder on success or cancel.
 */
export const FolderFormPage = () => {
  const { t } = useTranslation();
  const { folderId } = useParams();
  const [params] = useSearchParams();
  const context = useFilesContext();
  const editing = Boolean(folderId);
  const target = useFolder(folderId ?? params.get('folder_id'));
  const network = useNetwork();
  const title = t(editing ? 'js.files.edit_folder' : 'js.files.new_folder');
  useDocumentTitle(title, network.data?.name);

  if (target.isError)
    return <ErrorState message={t('js.files.folder_error')} onRetry={() => void target.refetch()} />;
  if (!target.data || !context) return <LoadingState />;
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <FolderBreadcrumbs path={target.data.folder_path} prefix={context.prefix} currentIsLink />
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      <Card>
        <FolderForm folder={target.data} editing={editing} prefix={context.prefix} />
      </Card>
    </div>
  );
};

const FolderForm = ({
  folder,
  editing,
  prefix,
}: {
  folder: FolderListing;
  editing: boolean;
  prefix: string;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveFolder(editing ? { folderId: folder.id } : { parentId: folder.id });
  const { register, handleSubmit, formState, setError, reset } = useForm<FolderFormValues>({
    resolver: zodResolver(schema),
    defaultValues: editing
      ? { name: folder.name, description: folder.description }
      : { name: '', description: '' },
  });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);
  const back = (id: string) => navigate(`${prefix}/files/folders/${id}`);

  const submit = handleSubmit((values) =>
    save.mutateAsync(values).then(
      (saved) => {
        // The unsaved-changes blocker must see the clean form before the navigation it would stop.
        flushSync(() => reset(values));
        toast.success(t('js.saving_successful'));
        back(saved.id);
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['name', 'description']);
        toast.error(t('js.saving_failure'));
      },
    ),
  );
  const message = (value: string | undefined) => (value ? t(value) : undefined);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormField label={t('js.files.form.name')} required error={message(formState.errors.name?.message)}>
        <input className={inputClasses} autoComplete="off" {...register('name')} />
      </FormField>
      <FormField
        label={t('js.files.form.description')}
        error={message(formState.errors.description?.message)}
      >
        <textarea rows={4} className={`${inputClasses} h-auto py-2`} {...register('description')} />
      </FormField>
      <div className="flex justify-end gap-2 border-t border-border pt-5">
        <Button onClick={() => back(folder.id)} disabled={formState.isSubmitting}>
          {t('js.cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          {t(editing ? 'js.save' : 'js.files.form.create')}
        </Button>
      </div>
    </form>
  );
};

export { FolderFormPage as Component };
