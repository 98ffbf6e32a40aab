import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { folderBody } from '../../../../contract/files';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextareaField, TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import type { FolderListing } from '../api/files-types';
import { useFilesContext } from '../api/use-files-context';
import { useFolder } from '../api/use-folder';
import { type FolderFormValues, useSaveFolder } from '../api/use-save-folder';
import { FolderBreadcrumbs } from '../listing/folder-breadcrumbs';

const schema = folderBody.pick({ name: true, description: true });

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
  const title = t(editing ? 'js.files.edit_folder' : 'js.files.new_folder');
  useDocumentTitle(title);

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
  const { control, handleSubmit, formState, setError, reset } = useZodForm(schema, {
    defaultValues: editing
      ? { name: folder.name, description: folder.description }
      : { name: '', description: '' },
  });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);
  const back = (id: string) => navigate(`${prefix}/files/folders/${id}`);

  const submit = handleSubmit((values: FolderFormValues) =>
    save.mutateAsync(values).then(
      (saved) => {
        // The unsaved-changes blocker must see the clean form before the navigation it would stop.
        flushSync(() => reset(values));
        toast.success(t('js.saving_successful'));
        back(saved.id);
      },
      (error: unknown) => applyServerErrors(error, setError, t, { fields: ['name', 'description'] }),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField control={control} name="name" label={t('js.files.form.name')} required autoComplete="off" />
      <TextareaField control={control} name="description" label={t('js.files.form.description')} />
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
