import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Card } from '../../../ui/card';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useFilesContext } from '../api/use-files-context';
import { useRootFolder } from '../api/use-root-folder';

/** /files and /groups/:slug/files: the context's root folder, addressed by its id from then on. */
export const FilesRootPage = () => {
  const { t } = useTranslation();
  const context = useFilesContext();
  const root = useRootFolder(context);
  if (root.isError)
    return (
      <Card>
        <ErrorState message={t('js.files.folder_error')} onRetry={() => void root.refetch()} />
      </Card>
    );
  if (!root.data || !context) return <LoadingState />;
  return <Navigate to={`${context.prefix}/files/folders/${root.data.id}`} replace />;
};

export { FilesRootPage as Component };
