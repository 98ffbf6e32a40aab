import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/client';
import { ErrorState, LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';

/**
 * Loading, error and not-found states of an administration page: members who may not administrate
 * get the server's 404 and see the not-found page, as for any page they may not open.
 */
export const AdminQueryState = <T,>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState label={t('js.loading')} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
};
