import { FileSearch, MessageSquare, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/dates';
import { buttonClasses } from '../../../ui/button';
import { Pagination } from '../../../ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import type { FilesContext, ReviewedFile } from '../api/files-types';
import { useDiscover } from '../api/use-discover';
import { useReviewedFiles } from '../api/use-reviewed-files';
import { shortenName } from '../lib/shorten-name';
import { FileTypeIcon } from '../listing/file-type-icon';

/** The review-status tab: reviewed files, paged, with their changes and comments counts (part 2). */
export const ReviewStatusList = ({
  context,
  timeZone,
}: {
  context: FilesContext;
  timeZone: string | undefined;
}) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviewed = useReviewedFiles(context, page);
  const discover = useDiscover();
  // The edit button appears only for extensions a configured document editor says it handles.
  const editorFor = (file: ReviewedFile) =>
    discover.data?.apps.find(
      (app) => app.extensions.includes(file.extension) && app.actions.includes('edit'),
    );

  if (reviewed.isPending) return <LoadingState />;
  if (reviewed.isError) return <ErrorState onRetry={() => void reviewed.refetch()} />;
  if (!reviewed.data.rows.length)
    return (
      <EmptyState
        icon={<FileSearch aria-hidden className="size-6" />}
        title={t('js.files.approval.empty_review_status')}
        description={t('js.files.approval.empty_review_status_text')}
      />
    );
  return (
    <div className="space-y-4 pb-4">
      <ul className="divide-y divide-border">
        {reviewed.data.rows.map((file) => {
          const editor = editorFor(file);
          return (
            <li key={file.id} className="flex flex-wrap items-center gap-3 px-5 py-3.5">
              <FileTypeIcon extension={file.extension} />
              <div className="min-w-0 flex-1">
                <Link
                  to={`${context.prefix}/files/${file.id}`}
                  className="block truncate font-medium text-ink hover:text-primary hover:underline"
                >
                  {shortenName(file.name)}
                </Link>
                <p className="text-xs text-muted">
                  {formatDateTime(file.updated_at, timeZone)}
                  {' · '}
                  {file.authors
                    .map((a) => (a.deleted ? t('js.files.deleted_member') : a.displayName))
                    .join(', ')}
                </p>
              </div>
              <span
                className="inline-flex items-center gap-1.5 text-sm text-muted"
                title={t('js.files.approval.changes')}
              >
                <PenLine aria-hidden className="size-4" />
                {t('js.files.approval.changes_count', { count: file.changes_count })}
              </span>
              <span
                className="inline-flex items-center gap-1.5 text-sm text-muted"
                title={t('js.files.approval.comments')}
              >
                <MessageSquare aria-hidden className="size-4" />
                {t('js.files.approval.comments_count', { count: file.comments_count })}
              </span>
              {editor ? (
                <Link
                  to={`${context.prefix}/files/${file.id}/${editor.name}/host/edit?show_review_changes=true`}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {t('js.files.approval.edit_in_documents')}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Pagination page={page} totalPages={reviewed.data.totalPages} onPageChange={setPage} />
    </div>
  );
};
