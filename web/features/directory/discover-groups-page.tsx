import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { ErrorState, LoadingState } from '../../ui/states';
import { useDirectoryOverview } from './api/use-directory';

/** /groups leads to the directory: the first group category, showing the groups one is not in yet. */
export const DiscoverGroupsPage = () => {
  const { t } = useTranslation();
  const overview = useDirectoryOverview();
  useDocumentTitle(t('js.directory.title'));
  if (overview.isPending) return <LoadingState />;
  if (overview.isError) return <ErrorState onRetry={() => void overview.refetch()} />;
  const first = overview.data.tabs.find((tab) => tab.type === 'group_category');
  if (first?.type !== 'group_category') return <Navigate to="/directory" replace />;
  return (
    <>
      <h1 className="sr-only">{t('js.directory.title')}</h1>
      <Navigate to={`/directory/${encodeURIComponent(first.category.slug)}?scope=not_joined`} replace />
    </>
  );
};

export { DiscoverGroupsPage as Component };
