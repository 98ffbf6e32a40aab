import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Part 2 section 9: event file lists show 2 files, then "show more". */
export const FILES_SHOWN = 2;

export type ListedFile = { id: string; name: string; size: number; url?: string };

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export const FileList = <T extends ListedFile>({
  files,
  renderActions,
  icon,
}: {
  files: T[];
  renderActions?: (file: T) => ReactNode;
  icon?: (file: T) => ReactNode;
}) => {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (files.length === 0) return null;
  const shown = expanded ? files : files.slice(0, FILES_SHOWN);
  return (
    <div className="flex flex-col gap-1">
      <ul className="divide-y divide-border rounded-lg border border-border">
        {shown.map((file) => (
          <li key={file.id} className="flex items-center gap-2 px-3 py-1.5 text-sm">
            {icon?.(file)}
            {file.url ? (
              <a
                href={file.url}
                download={file.name}
                className="min-w-0 flex-1 truncate text-primary hover:underline"
              >
                {file.name}
              </a>
            ) : (
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
            )}
            {file.size > 0 ? (
              <span className="shrink-0 text-xs text-muted">{formatSize(file.size)}</span>
            ) : null}
            {renderActions?.(file)}
          </li>
        ))}
      </ul>
      {files.length > FILES_SHOWN ? (
        <button
          type="button"
          className="self-start text-sm text-primary hover:underline"
          onClick={() => setExpanded((x) => !x)}
        >
          {expanded
            ? t('js.calendars.show_less')
            : t('js.calendars.show_more_files', { count: files.length - FILES_SHOWN })}
        </button>
      ) : null}
    </div>
  );
};
