import { Folder } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/dates';
import type { FolderSummary } from '../api/files-types';
import { SelectCell } from './select-cell';

/** A subfolder in the listing: icon, name with its counts, updated time. */
export const FolderRow = ({
  folder,
  prefix,
  timeZone,
  selected,
  onToggle,
}: {
  folder: FolderSummary;
  prefix: string;
  timeZone: string | undefined;
  selected: boolean;
  onToggle: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <tr className="hover:bg-canvas/70">
      <SelectCell
        label={t('js.files.select', { name: folder.name })}
        checked={selected}
        onChange={onToggle}
      />
      <td className="py-2.5 pr-3">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-500"
          >
            <Folder className="size-5 fill-current" />
          </span>
          <div className="min-w-0">
            <Link
              to={`${prefix}/files/folders/${folder.id}`}
              className="block truncate font-medium text-ink hover:text-primary hover:underline"
            >
              {folder.name}
            </Link>
            <p className="text-xs text-muted">
              {t('js.files.files_count', { count: folder.total_files_count })}
              {' · '}
              {t('js.files.folders_count', { count: folder.total_subfolders_count })}
            </p>
          </div>
        </div>
      </td>
      <td className="hidden py-2.5 pr-3 md:table-cell" />
      <td className="hidden py-2.5 pr-3 text-sm whitespace-nowrap text-muted tabular-nums sm:table-cell">
        {formatDateTime(folder.updated_at, timeZone)}
      </td>
      <td className="hidden lg:table-cell" />
      <td />
    </tr>
  );
};
