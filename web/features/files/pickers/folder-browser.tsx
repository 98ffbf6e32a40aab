import { ChevronRight, Folder, FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import type { FolderListing } from '../api/files-types';
import { useFolder } from '../api/use-folder';

/**
 * The navigable body of both pickers: the path of the open folder, its subfolders (to open) and
 * whatever the picker adds below (the files of the file picker).
 */
export const FolderBrowser = ({
  folderId,
  onOpenFolder,
  disabledFolderIds = [],
  children,
}: {
  folderId: string;
  onOpenFolder: (id: string) => void;
  disabledFolderIds?: string[];
  children?: (folder: FolderListing) => ReactNode;
}) => {
  const { t } = useTranslation();
  const folder = useFolder(folderId);
  if (folder.isPending) return <LoadingState />;
  if (folder.isError)
    return <ErrorState message={t('js.files.folder_error')} onRetry={() => void folder.refetch()} />;
  // The root folder's stored name is the product's ("Files"): it is shown in the member's language.
  const { folder_path: path, subfolders } = folder.data;
  const extra = children?.(folder.data);
  return (
    <div className="space-y-3">
      <nav aria-label={t('js.files.breadcrumbs')} className="flex flex-wrap items-center gap-1 text-sm">
        {path.map((step, index) => (
          <span key={step.id} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden className="size-3.5 text-subtle" /> : null}
            {index === path.length - 1 ? (
              <span aria-current="location" className="font-medium text-ink">
                {index === 0 ? t('js.files.root_folder') : step.name}
              </span>
            ) : (
              <button
                type="button"
                className="rounded px-1 text-primary hover:underline"
                onClick={() => onOpenFolder(step.id)}
              >
                {index === 0 ? t('js.files.root_folder') : step.name}
              </button>
            )}
          </span>
        ))}
      </nav>
      <ul className="max-h-80 divide-y divide-border overflow-y-auto rounded-lg border border-border">
        {subfolders.map((sub) => {
          const disabled = disabledFolderIds.includes(sub.id);
          return (
            <li key={sub.id}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onOpenFolder(sub.id)}
                className={cn(
                  'flex w-full items-center gap-3 px-3 py-2.5 text-left text-sm hover:bg-canvas',
                  'disabled:cursor-not-allowed disabled:opacity-50',
                )}
              >
                <Folder aria-hidden className="size-5 text-amber-500" />
                <span className="flex-1 truncate text-ink">{sub.name}</span>
                <ChevronRight aria-hidden className="size-4 text-subtle" />
              </button>
            </li>
          );
        })}
        {extra}
        {!subfolders.length && !extra ? (
          <li>
            <EmptyState
              className="py-6"
              icon={<FolderOpen aria-hidden className="size-6" />}
              title={t('js.files.no_subfolders')}
            />
          </li>
        ) : null}
      </ul>
    </div>
  );
};
