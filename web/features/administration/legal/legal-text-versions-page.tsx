import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title';
import { formatDateTime } from '../../../i18n/dates';
import { buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SanitizedHtml } from '../../../ui/sanitized-html';
import { AdminQueryState } from '../admin-query-state';
import { useLegalText } from '../api';
import { BackToLegalTexts } from './back-link';

/** /administration/legal_texts/{id}: every saved version of a text, newest first. */
export const Component = () => {
  const { t } = useTranslation();
  const { legalTextId = '' } = useParams();
  const text = useLegalText(legalTextId);
  useDocumentTitle(text.data?.name ?? t('js.legal.list_title'));
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackToLegalTexts />
      <AdminQueryState query={text}>
        {(data) => (
          <>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <h1 className="text-2xl font-semibold tracking-tight text-ink">{data.name}</h1>
                <p className="text-sm text-muted">
                  /legal/{data.handle} · {data.read_only ? t('js.legal.read_only') : data.statement}
                </p>
              </div>
              {data.can.edit ? (
                <Link
                  to={`/administration/legal_texts/${data.id}/edit`}
                  className={buttonClasses('primary', 'md')}
                >
                  {t('js.legal.edit', { name: data.name })}
                </Link>
              ) : null}
            </div>
            <h2 className="text-lg font-semibold text-ink">{t('js.legal.versions_title')}</h2>
            <ol className="space-y-4">
              {data.versions.map((version) => (
                <li key={version.id}>
                  <Card title={formatDateTime(version.created_at)}>
                    <SanitizedHtml html={version.html_text} className="text-sm text-ink" />
                  </Card>
                </li>
              ))}
            </ol>
          </>
        )}
      </AdminQueryState>
    </div>
  );
};
