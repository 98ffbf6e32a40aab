import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Card } from '../../../ui/card';
import { ErrorState, LoadingState } from '../../../ui/states';
import { NotFoundPage } from '../../errors';
import { useFilesContext } from '../api/use-files-context';
import { useFolder } from '../api/use-folder';
import { useRootFolder } from '../api/use-root-folder';
import { FolderBreadcrumbs } from '../listing/folder-breadcrumbs';
import { NewFilesForm } from './new-files-form';

/**
 * /files/new?folder_id= (also in a group): the add-files page. Success and cancel both go back to
 * /files/folders/{id}, under /groups/{slug} in a group (part 2). Without folder_id: the root folder.
 */
export const NewFilesPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const context = useFilesContext();
  const requested = params.get('folder_id');
  const root = useRootFolder(requested ? null : context);
  const folder = useFolder(requested ?? root.data?.id);
  useDocumentTitle(t('js.files.add_files'));

  if (folder.isError || root.isError) return <ErrorState message={t('js.files.folder_error')} />;
  if (!folder.data || !context) return <LoadingState />;
  if (!folder.data.can.add_files) return <NotFoundPage />;
  const back = () => navigate(`${context.prefix}/files/folders/${folder.data.id}`);

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <FolderBreadcrumbs path={folder.data.folder_path} prefix={context.prefix} currentIsLink />
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.files.add_files')}</h1>
        <p className="mt-1 text-muted">{t('js.files.new_files.intro', { folder: folder.data.name })}</p>
      </div>
      <Card>
        <NewFilesForm folder={folder.data} onDone={back} />
      </Card>
    </div>
  );
};

export { NewFilesPage as Component };
