import { FolderOpen, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/states';
import type { FileEntry, FolderListing as Listing } from '../api/files-types';
import { filterByName } from '../lib/filter-listing';
import type { Selection } from '../lib/selection';
import { FileRow } from './file-row';
import { FolderRow } from './folder-row';

export type FolderListingProps = {
  folder: Listing;
  query: string;
  prefix: string;
  memberId: string | undefined;
  timeZone: string | undefined;
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  onDownloaded: (file: FileEntry) => void;
};

const toggle = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

/** Subfolders, then files, filtered by the listing's search; the empty states of part 1 section 8. */
export const FolderListingTable = ({
  folder,
  query,
  prefix,
  memberId,
  timeZone,
  selection,
  onSelectionChange,
  onDownloaded,
}: FolderListingProps) => {
  const { t } = useTranslation();
  const folders = filterByName(folder.subfolders, query);
  const files = filterByName(folder.files, query);
  const visible = folders.length + files.length;
  const allSelected =
    visible > 0 &&
    folders.every((f) => selection.folderIds.includes(f.id)) &&
    files.every((f) => selection.fileIds.includes(f.id));

  if (!folder.subfolders.length && !folder.files.length) {
    return (
      <EmptyState
        icon={<FolderOpen aria-hidden className="size-6" />}
        title={t('js.files.folder_empty')}
        description={t(folder.can.add_files ? 'js.files.folder_empty_can_add' : 'js.files.folder_empty_text')}
      />
    );
  }
  if (!visible) {
    return (
      <EmptyState
        icon={<SearchX aria-hidden className="size-6" />}
        title={t('js.files.search_no_results', { query })}
      />
    );
  }

  return (
    <table className="w-full table-fixed text-left">
      <caption className="sr-only">{t('js.files.listing_caption', { name: folder.name })}</caption>
      <thead className="border-b border-border text-xs font-medium tracking-wide text-muted uppercase">
        <tr>
          <th scope="col" className="w-10 py-2.5 pl-4">
            <input
              type="checkbox"
              aria-label={t('js.files.select_all')}
              checked={allSelected}
              onChange={() =>
                onSelectionChange(
                  allSelected
                    ? { fileIds: [], folderIds: [] }
                    : { fileIds: files.map((f) => f.id), folderIds: folders.map((f) => f.id) },
                )
              }
              className="size-4 cursor-pointer rounded accent-(--color-primary)"
            />
          </th>
          <th scope="col" className="py-2.5 pr-3">
            {t('js.files.name')}
          </th>
          <th scope="col" className="hidden w-44 py-2.5 pr-3 md:table-cell">
            {t('js.files.author')}
          </th>
          <th scope="col" className="hidden w-36 py-2.5 pr-3 sm:table-cell">
            {t('js.files.updated')}
          </th>
          <th scope="col" className="hidden w-20 py-2.5 pr-3 lg:table-cell">
            {t('js.files.version')}
          </th>
          <th scope="col" className="w-24 py-2.5 pr-4">
            <span className="sr-only">{t('js.files.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {folders.map((sub) => (
          <FolderRow
            key={sub.id}
            folder={sub}
            prefix={prefix}
            timeZone={timeZone}
            selected={selection.folderIds.includes(sub.id)}
            onToggle={() =>
              onSelectionChange({ ...selection, folderIds: toggle(selection.folderIds, sub.id) })
            }
          />
        ))}
        {files.map((file) => (
          <FileRow
            key={file.id}
            file={file}
            prefix={prefix}
            memberId={memberId}
            timeZone={timeZone}
            selected={selection.fileIds.includes(file.id)}
            onToggle={() => onSelectionChange({ ...selection, fileIds: toggle(selection.fileIds, file.id) })}
            onDownloaded={onDownloaded}
          />
        ))}
      </tbody>
    </table>
  );
};
