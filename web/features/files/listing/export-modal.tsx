import { Download, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/dates';
import { Button, buttonClasses } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import type { FolderListing } from '../api/files-types';
import { useFolderExport } from '../api/use-folder-export';
import { useStartExport } from '../api/use-start-export';
import { ProgressBar } from '../upload/progress-bar';

/**
 * Part 3 section 4: an export is initialized or in progress (progress bar, polled), then finished with
 * download links and 'generate new'. Without an export yet, the member starts one.
 */
export const ExportModal = ({
  folder,
  open,
  onOpenChange,
  timeZone,
}: {
  folder: FolderListing;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  timeZone: string | undefined;
}) => {
  const { t } = useTranslation();
  const current = useFolderExport(folder.id, open);
  const start = useStartExport(folder.id);
  const generate = () => start.mutate(undefined, { onError: () => toast.error(t('js.generic_error')) });
  const data = current.data;
  const running = data?.status === 'initialized' || data?.status === 'in_progress';

  let body: ReactNode;
  if (current.isPending) body = <LoadingState />;
  else if (current.isError) body = <ErrorState onRetry={() => void current.refetch()} />;
  else if (!data) body = <p className="text-sm text-muted">{t('js.files.export.none_yet')}</p>;
  else if (running)
    body = (
      <div className="space-y-2">
        <p className="text-sm text-ink">
          {t(data.status === 'initialized' ? 'js.files.export.initialized' : 'js.files.export.in_progress')}
        </p>
        <ProgressBar value={data.progress} label={t('js.files.export.progress')} />
        <p className="text-xs text-muted tabular-nums">{Math.round(data.progress)} %</p>
      </div>
    );
  else if (data.status === 'failed') body = <ErrorState message={t('js.files.export.failed')} />;
  else
    body = (
      <div className="space-y-3">
        <p className="text-sm text-muted">
          {t('js.files.export.finished', { date: formatDateTime(data.createdAt, timeZone) })}
        </p>
        <ul className="space-y-2">
          {data.files.map((file) => (
            <li key={file.id}>
              <a
                href={file.downloadUrl}
                download
                className={buttonClasses('secondary', 'md', 'w-full justify-start')}
              >
                <Download aria-hidden className="size-4" />
                {t('js.files.export.download', { name: folder.name, extension: file.extension })}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('js.files.export.title', { name: folder.name })}
      description={t('js.files.export.description')}
      role="dialog"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('js.close')}</Button>
          <Button
            variant="primary"
            icon={<RefreshCw aria-hidden className="size-4" />}
            loading={start.isPending}
            disabled={running || current.isPending}
            onClick={generate}
          >
            {t(data ? 'js.files.export.generate_new' : 'js.files.export.generate')}
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
};
