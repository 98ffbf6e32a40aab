import { Clock, Download, ExternalLink, GitPullRequestArrow, HardDrive, User } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../app/api/client';
import { useMe } from '../../../app/api/use-me';
import { useDocumentTitle } from '../../../app/use-document-title';
import { formatDateTime } from '../../../i18n/dates';
import { Badge } from '../../../ui/badge';
import { buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState, LoadingState } from '../../../ui/states';
import { NotFoundPage } from '../../errors';
import type { FileEntry } from '../api/files-types';
import { useFile } from '../api/use-file';
import { useFilesContext } from '../api/use-files-context';
import { fileUrl, formatSize } from '../lib/file-type';
import { shouldOfferLock } from '../lib/lock';
import { isFrozen } from '../lib/selection';
import { FileTypeIcon } from '../listing/file-type-icon';
import { FolderBreadcrumbs } from '../listing/folder-breadcrumbs';
import { openTarget, trackView } from './file-open-link';
import { LockPromptDialog } from './lock-prompt-dialog';
import { LockStatus } from './lock-status';
import { NewVersionButton } from './new-version-button';
import { VersionsList } from './versions-list';

/** /files/:fileId (also in a group): the file with its versions, lock, download and new version. */
export const FilePage = () => {
  const { t } = useTranslation();
  const { fileId } = useParams();
  const file = useFile(fileId);
  const context = useFilesContext();
  const me = useMe();
  const [lockCandidate, setLockCandidate] = useState<FileEntry | null>(null);
  useDocumentTitle(file.data?.name ?? t('js.files.title'));

  if (file.isError && isApiError(file.error) && file.error.status === 404) return <NotFoundPage />;
  if (file.isError) return <ErrorState onRetry={() => void file.refetch()} />;
  if (!file.data || !context) return <LoadingState />;
  const data = file.data;
  const timeZone = me.data?.time_zone;
  const open = openTarget(data);
  const frozen = isFrozen(data, me.data?.id);

  const facts = [
    {
      icon: User,
      label: t('js.files.author'),
      value: data.author.deleted ? t('js.files.deleted_member') : data.author.displayName,
    },
    { icon: Clock, label: t('js.files.updated'), value: formatDateTime(data.updated_at, timeZone) },
    { icon: HardDrive, label: t('js.files.size'), value: formatSize(data.size) },
  ];

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <FolderBreadcrumbs path={data.folder_path} prefix={context.prefix} currentIsLink />
      <Card>
        <div className="flex flex-wrap items-start gap-4">
          <FileTypeIcon extension={data.extension} className="size-14 rounded-xl [&>svg]:size-7" />
          <div className="min-w-0 flex-1">
            <h1 className="text-xl font-semibold tracking-tight break-words text-ink">{data.name}</h1>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <Badge>{t('js.files.version_short', { major: data.version.major })}</Badge>
              <span className="uppercase">{data.extension}</span>
              {data.finalizedAt ? <Badge tone="success">{t('js.files.finalized')}</Badge> : null}
            </div>
            {data.description ? (
              <p className="mt-3 text-sm whitespace-pre-line text-ink">{data.description}</p>
            ) : null}
          </div>
        </div>
        <dl className="mt-5 grid gap-3 border-t border-border pt-4 sm:grid-cols-3">
          {facts.map(({ icon: Icon, label, value }) => (
            // A dl's div holds a dt and its dd only: the icon sits inside the term, beside both lines.
            <div key={label} className="relative flex flex-col justify-center pl-6.5">
              <dt className="text-xs text-muted">
                <Icon aria-hidden className="absolute top-1/2 left-0 size-4 -translate-y-1/2 text-subtle" />
                {label}
              </dt>
              <dd className="text-sm text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 flex flex-wrap gap-2">
          {open.inline ? (
            <a
              href={open.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => trackView(data.id)}
              className={buttonClasses('primary')}
            >
              <ExternalLink aria-hidden className="size-4" />
              {t('js.files.open')}
            </a>
          ) : null}
          {data.can.download ? (
            <a
              href={fileUrl(data.url, { download: true })}
              download={data.name}
              onClick={() => {
                trackView(data.id);
                if (shouldOfferLock(data)) setLockCandidate(data);
              }}
              className={buttonClasses(open.inline ? 'secondary' : 'primary')}
            >
              <Download aria-hidden className="size-4" />
              {t('js.files.download')}
            </a>
          ) : null}
          {data.can.update && !frozen ? <NewVersionButton file={data} /> : null}
        </div>
        <div className="mt-5 border-t border-border pt-4">
          <LockStatus file={data} memberId={me.data?.id} timeZone={timeZone} />
        </div>
        {data.pending_versions_count > 0 ? (
          <p className="mt-4 flex items-center gap-2 rounded-lg bg-primary-soft px-3 py-2.5 text-sm text-ink">
            <GitPullRequestArrow aria-hidden className="size-4 text-primary" />
            {t('js.files.pending_versions_notice', { count: data.pending_versions_count })}
            <Link
              to={`${context.prefix}/files/approval?tab=new_versions`}
              className="ml-auto font-medium text-primary hover:underline"
            >
              {t('js.files.approval.title')}
            </Link>
          </p>
        ) : null}
      </Card>
      <Card title={t('js.files.versions')} bodyClassName="py-1">
        <VersionsList file={data} timeZone={timeZone} />
      </Card>
      <LockPromptDialog file={lockCandidate} onClose={() => setLockCandidate(null)} />
    </div>
  );
};

export { FilePage as Component };
