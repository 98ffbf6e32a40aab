import { Check, Download, Eye, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { filesPaths } from '../../../../contract/files';
import { formatDateTime } from '../../../i18n/dates';
import { Button } from '../../../ui/button';
import type { PendingVersion } from '../api/files-types';
import { fileUrl, formatSize, opensInline } from '../lib/file-type';
import { shortenName } from '../lib/shorten-name';
import { FileTypeIcon } from '../listing/file-type-icon';

const iconLink =
  'inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-black/6 hover:text-ink';

/** A version waiting for approval: view, download, accept, decline (part 2). */
export const PendingVersionRow = ({
  pending,
  prefix,
  timeZone,
  busy,
  onAccept,
  onDecline,
}: {
  pending: PendingVersion;
  prefix: string;
  timeZone: string | undefined;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) => {
  const { t } = useTranslation();
  const url = filesPaths.pendingDownload(pending.file_id, pending.id, pending.original_filename);
  const inline = opensInline({ extension: pending.extension, content_type: '' });
  return (
    <li className="flex flex-wrap items-center gap-3 px-5 py-3.5">
      <FileTypeIcon extension={pending.extension} />
      <div className="min-w-0 flex-1">
        <Link
          to={`${prefix}/files/${pending.file_id}`}
          className="block truncate font-medium text-ink hover:text-primary hover:underline"
          title={pending.file_name}
        >
          {shortenName(pending.file_name)}
        </Link>
        <p className="text-xs text-muted">
          {t('js.files.approval.proposed_by', {
            name: pending.author_name,
            date: formatDateTime(pending.created_at, timeZone),
          })}
          {' · '}
          {formatSize(pending.size)}
        </p>
        {pending.description ? <p className="mt-1 text-sm text-ink">{pending.description}</p> : null}
      </div>
      <div className="flex items-center gap-1">
        {inline ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={iconLink}
            aria-label={t('js.files.approval.view', { name: pending.file_name })}
            title={t('js.files.open')}
          >
            <Eye aria-hidden className="size-4" />
          </a>
        ) : null}
        <a
          href={fileUrl(url, { download: true })}
          download={pending.original_filename}
          className={iconLink}
          aria-label={t('js.files.approval.download', { name: pending.file_name })}
          title={t('js.files.download')}
        >
          <Download aria-hidden className="size-4" />
        </a>
        <Button size="sm" icon={<X aria-hidden className="size-4" />} disabled={busy} onClick={onDecline}>
          {t('js.files.approval.decline')}
        </Button>
        <Button
          size="sm"
          variant="primary"
          icon={<Check aria-hidden className="size-4" />}
          disabled={busy}
          onClick={onAccept}
        >
          {t('js.files.approval.accept')}
        </Button>
      </div>
    </li>
  );
};
