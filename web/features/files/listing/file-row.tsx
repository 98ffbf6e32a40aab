import { Download, ExternalLink, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/dates';
import { Badge } from '../../../ui/badge';
import { IconButton } from '../../../ui/icon-button';
import type { FileEntry } from '../api/files-types';
import { openTarget, trackView } from '../file/file-open-link';
import { fileUrl } from '../lib/file-type';
import { isLockedByOther } from '../lib/lock';
import { shortenName } from '../lib/shorten-name';
import { FileTypeIcon } from './file-type-icon';
import { SelectCell } from './select-cell';

export type FileRowProps = {
  file: FileEntry;
  prefix: string;
  memberId: string | undefined;
  timeZone: string | undefined;
  selected: boolean;
  onToggle: () => void;
  /** Called after a download started, so the lock question can follow. */
  onDownloaded: (file: FileEntry) => void;
};

/** A file in the folder listing: type icon, name (shortened), author, updated time, version, lock. */
export const FileRow = ({
  file,
  prefix,
  memberId,
  timeZone,
  selected,
  onToggle,
  onDownloaded,
}: FileRowProps) => {
  const { t } = useTranslation();
  const open = openTarget(file);
  const lockedByOther = isLockedByOther(file, memberId);
  return (
    <tr className="group hover:bg-canvas/70">
      <SelectCell label={t('js.files.select', { name: file.name })} checked={selected} onChange={onToggle} />
      <td className="py-2.5 pr-3">
        <div className="flex min-w-0 items-center gap-3">
          <FileTypeIcon extension={file.extension} />
          <div className="min-w-0">
            <Link
              to={`${prefix}/files/${file.id}`}
              className="block truncate font-medium text-ink hover:text-primary hover:underline"
              title={file.name}
            >
              {shortenName(file.name)}
            </Link>
            <p className="flex items-center gap-2 text-xs text-muted sm:hidden">
              {formatDateTime(file.updated_at, timeZone)}
            </p>
          </div>
          {lockedByOther ? (
            <span title={t('js.files.locked_by_someone')} className="text-warning">
              <Lock aria-hidden className="size-4" />
              <span className="sr-only">{t('js.files.locked_by_someone')}</span>
            </span>
          ) : null}
          {file.finalizedAt ? <Badge tone="success">{t('js.files.finalized')}</Badge> : null}
        </div>
      </td>
      <td className="hidden py-2.5 pr-3 text-sm text-muted md:table-cell">
        {file.author.deleted ? t('js.files.deleted_member') : file.author.displayName}
      </td>
      <td className="hidden py-2.5 pr-3 text-sm whitespace-nowrap text-muted tabular-nums sm:table-cell">
        {formatDateTime(file.updated_at, timeZone)}
      </td>
      <td className="hidden py-2.5 pr-3 text-sm text-muted tabular-nums lg:table-cell">
        {t('js.files.version_short', { major: file.version.major })}
      </td>
      <td className="py-2.5 pr-2 text-right">
        <div className="flex justify-end gap-0.5">
          {open.inline ? (
            <a
              href={open.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => trackView(file.id)}
              aria-label={t('js.files.open_name', { name: file.name })}
              title={t('js.files.open')}
              className="inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-black/6 hover:text-ink"
            >
              <ExternalLink aria-hidden className="size-4" />
            </a>
          ) : null}
          {file.can.download ? (
            <a
              href={fileUrl(file.url, { download: true })}
              download={file.name}
              onClick={() => {
                trackView(file.id);
                onDownloaded(file);
              }}
              aria-label={t('js.files.download_name', { name: file.name })}
              title={t('js.files.download')}
              className="inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-black/6 hover:text-ink"
            >
              <Download aria-hidden className="size-4" />
            </a>
          ) : (
            <IconButton label={t('js.files.download')} icon={<Download className="size-4" />} disabled />
          )}
        </div>
      </td>
    </tr>
  );
};
