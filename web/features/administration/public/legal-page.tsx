import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../app/api/client';
import { formatDate } from '../../../i18n/dates';
import { SanitizedHtml } from '../../../ui/sanitized-html';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { usePublicLegalText } from './public-api';
import { PublicDocument } from './public-document';

/** /legal/{handle}: a legal text as anyone reads it, signed in or not. */
export const Component = () => {
  const { t } = useTranslation();
  const { handle = '' } = useParams();
  const text = usePublicLegalText(handle);
  const title = text.data?.name ?? t('js.legal.title');
  return (
    <PublicDocument title={title}>
      {text.isPending ? (
        <LoadingState label={t('js.loading')} />
      ) : text.isError ? (
        isApiError(text.error) && text.error.status === 404 ? (
          <EmptyState title={t('js.legal.not_found')} />
        ) : (
          <ErrorState onRetry={() => void text.refetch()} />
        )
      ) : (
        <article className="space-y-4">
          <SanitizedHtml html={text.data.html_text} className="text-ink" />
          <p className="text-sm text-muted">
            {t('js.legal.last_updated', { date: formatDate(text.data.updated_at) })}
          </p>
        </article>
      )}
    </PublicDocument>
  );
};
