import { FolderX, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../app/api/client';
import { useMe } from '../../../app/api/use-me';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Card } from '../../../ui/card';
import { inputClasses } from '../../../ui/form-field';
import { ErrorState, LoadingState } from '../../../ui/states';
import { NotFoundPage } from '../../errors';
import type { FileEntry } from '../api/files-types';
import { useFilesContext } from '../api/use-files-context';
import { useFolder } from '../api/use-folder';
import { LockPromptDialog } from '../file/lock-prompt-dialog';
import { shouldOfferLock } from '../lib/lock';
import { emptySelection, type Selection } from '../lib/selection';
import { BatchBar } from './batch-bar';
import { FolderActions } from './folder-actions';
import { FolderBreadcrumbs } from './folder-breadcrumbs';
import { FolderListingTable } from './folder-listing';

/** /files/folders/:folderId (also in a group): the folder listing with search, selection and actions. */
export const FolderPage = () => {
  const { t } = useTranslation();
  const { folderId = '' } = useParams();
  const context = useFilesContext();
  const folder = useFolder(folderId);
  const me = useMe();
  const [query, setQuery] = useState('');
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [lockCandidate, setLockCandidate] = useState<FileEntry | null>(null);
  const [shownFolder, setShownFolder] = useState(folderId);
  useDocumentTitle(
    folder.data && folder.data.parent_folder_id !== null ? folder.data.name : t('js.files.title'),
  );

  // A new folder starts with an empty search and selection (the page component stays mounted).
  if (shownFolder !== folderId) {
    setShownFolder(folderId);
    setQuery('');
    setSelection(emptySelection);
  }

  if (folder.isError && isApiError(folder.error) && folder.error.status === 404) return <NotFoundPage />;
  if (folder.isError)
    return (
      <Card>
        <ErrorState message={t('js.files.folder_error')} onRetry={() => void folder.refetch()} />
      </Card>
    );
  if (folder.isPending || !context) return <LoadingState />;

  const data = folder.data;
  const timeZone = me.data?.time_zone;
  const onDownloaded = (file: FileEntry) => {
    if (shouldOfferLock(file)) setLockCandidate(file);
  };

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div className="space-y-3">
        <FolderBreadcrumbs path={data.folder_path} prefix={context.prefix} />
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-semibold tracking-tight text-ink">
              {data.parent_folder_id === null ? t('js.files.title') : data.name}
            </h1>
            {data.description ? <p className="mt-1 max-w-2xl text-muted">{data.description}</p> : null}
          </div>
          <FolderActions folder={data} prefix={context.prefix} timeZone={timeZone} />
        </div>
      </div>
      <Card bodyClassName="p-0">
        <div className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
          <div className="relative w-full max-w-xs">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle"
            />
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('js.files.search_placeholder')}
              aria-label={t('js.files.search_label')}
              className={`${inputClasses} h-9 pl-9`}
            />
          </div>
          <p className="ml-auto text-sm text-muted">
            {t('js.files.files_count', { count: data.files.length })}
            {' · '}
            {t('js.files.folders_count', { count: data.subfolders.length })}
          </p>
        </div>
        {!data.subfolders.length && data.files.length ? (
          <p className="border-b border-border px-4 py-2 text-xs text-muted">
            <FolderX aria-hidden className="mr-1.5 inline size-3.5 align-[-2px]" />
            {t('js.files.no_subfolders')}
          </p>
        ) : null}
        <FolderListingTable
          folder={data}
          query={query}
          prefix={context.prefix}
          memberId={me.data?.id}
          timeZone={timeZone}
          selection={selection}
          onSelectionChange={setSelection}
          onDownloaded={onDownloaded}
        />
      </Card>
      <BatchBar
        folder={data}
        selection={selection}
        memberId={me.data?.id}
        onDone={() => setSelection(emptySelection)}
      />
      <LockPromptDialog file={lockCandidate} onClose={() => setLockCandidate(null)} />
    </div>
  );
};

export { FolderPage as Component };
