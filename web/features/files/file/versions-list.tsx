import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/dates';
import { Badge } from '../../../ui/badge';
import type { FileDetail } from '../api/files-types';
import { fileUrl, formatSize } from '../lib/file-type';

/** Every major version, newest first, each downloadable. */
export const VersionsList = ({ file, timeZone }: { file: FileDetail; timeZone: string | undefined }) => {
  const { t } = useTranslation();
  const versions = [...file.versions].sort((a, b) => b.major - a.major);
  return (
    <ul className="divide-y divide-border">
      {versions.map((version) => (
        <li key={version.major} className="flex items-center gap-3 px-5 py-3">
          <span className="inline-flex h-7 min-w-10 items-center justify-center rounded-md bg-canvas px-2 text-sm font-semibold text-ink tabular-nums">
            {t('js.files.version_short', { major: version.major })}
          </span>
          <div className="min-w-0 flex-1 text-sm">
            <p className="truncate text-ink">
              {version.author.deleted ? t('js.files.deleted_member') : version.author.displayName}
            </p>
            <p className="text-xs text-muted tabular-nums">
              {formatDateTime(version.created_at, timeZone)} · {formatSize(version.size)}
            </p>
          </div>
          {version.major === file.version.major ? (
            <Badge tone="primary">{t('js.files.current_version')}</Badge>
          ) : null}
          {file.can.download ? (
            <a
              href={fileUrl(version.url, { download: true, major: version.major })}
              download
              aria-label={t('js.files.download_version', { major: version.major })}
              title={t('js.files.download')}
              className="inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-black/6 hover:text-ink"
            >
              <Download aria-hidden className="size-4" />
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
};
