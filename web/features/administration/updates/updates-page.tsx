import { useTranslation } from 'react-i18next';
import type { ReleasesState } from '../../../../contract/updates';
import { useDocumentTitle } from '../../../app/use-document-title';
import { formatDate } from '../../../i18n/dates';
import { Card } from '../../../ui/card';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useUpdates } from './api';

const Releases = ({ releases }: { releases: ReleasesState }) => {
  const { t } = useTranslation();
  if (releases.state === 'not_configured')
    return <p className="text-sm text-muted">{t('js.updates.not_configured')}</p>;
  if (releases.state === 'error') {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('js.updates.feed_error')}
      </p>
    );
  }
  if (releases.newer.length === 0) return <p className="text-sm text-muted">{t('js.updates.up_to_date')}</p>;
  return (
    <ul className="divide-y divide-border" data-testid="newer-releases">
      {releases.newer.map((release) => (
        <li key={release.version} className="space-y-1 py-3">
          <p className="font-medium text-ink">{release.version}</p>
          {release.published_at ? (
            <p className="text-xs text-muted">{t('js.updates.published', { date: release.published_at })}</p>
          ) : null}
          {release.notes ? <p className="text-sm whitespace-pre-line text-ink">{release.notes}</p> : null}
          {release.url ? (
            <a
              href={release.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm text-primary underline"
            >
              {t('js.updates.release_notes')}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
};

/**
 * /administration/update-zentrale (part 3 sections 2.1 and 6): the running version, the database
 * migrations applied and the newer releases of the configured feed.
 */
export const UpdatesPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.updates.title'));
  const updates = useUpdates();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.updates.title')}</h1>
      {updates.isPending ? (
        <LoadingState />
      ) : updates.isError ? (
        <ErrorState message={t('js.updates.load_error')} onRetry={() => void updates.refetch()} />
      ) : (
        <>
          <Card title={t('js.updates.version')}>
            <p className="text-lg font-semibold text-ink" data-testid="running-version">
              {updates.data.version}
            </p>
          </Card>
          <Card title={t('js.updates.releases')}>
            <Releases releases={updates.data.releases} />
          </Card>
          <Card title={t('js.updates.migrations')}>
            <p className="mb-2 text-sm text-muted">
              {t('js.updates.migrations_count', { count: updates.data.migrations.length })}
            </p>
            <ol className="space-y-1 text-sm">
              {updates.data.migrations.map((migration) => (
                <li key={migration.name} className="flex justify-between gap-4">
                  <code className="text-ink">{migration.name}</code>
                  <span className="text-muted">
                    {t('js.updates.migration_written', { date: formatDate(migration.created_at) })}
                  </span>
                </li>
              ))}
            </ol>
          </Card>
        </>
      )}
    </div>
  );
};

export { UpdatesPage as Component };
