import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { ErrorState, LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';
import { ActivityCard } from './activity-card';
import { useActivity } from './api/queries';
import '../../ui/rich-content.css';

/** /activities/:activityId: one activity with every reply (where notifications lead). */
export const ActivityPage = () => {
  const { t } = useTranslation();
  const { activityId = '' } = useParams();
  const activity = useActivity(activityId);
  useDocumentTitle(t('js.activities.activity'));
  if (activity.isPending) return <LoadingState />;
  if (activity.isError) {
    if (isApiError(activity.error) && activity.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void activity.refetch()} />;
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
      <h1 className="sr-only">{t('js.activities.activity')}</h1>
      <ActivityCard activity={activity.data} showStream />
    </div>
  );
};

export { ActivityPage as Component };
