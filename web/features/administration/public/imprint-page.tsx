import { useTranslation } from 'react-i18next';
import { SanitizedHtml } from '../../../ui/sanitized-html';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { usePublicImprint } from './public-api';
import { PublicDocument } from './public-document';

/** /imprint: the network's web imprint, public. */
export const Component = () => {
  const { t } = useTranslation();
  const imprint = usePublicImprint();
  return (
    <PublicDocument title={t('js.legal.imprint')}>
      {imprint.isPending ? (
        <LoadingState label={t('js.loading')} />
      ) : imprint.isError ? (
        <ErrorState onRetry={() => void imprint.refetch()} />
      ) : imprint.data.content ? (
        <SanitizedHtml html={imprint.data.content} className="text-ink" />
      ) : (
        <EmptyState title={t('js.legal.imprint_empty')} />
      )}
    </PublicDocument>
  );
};
