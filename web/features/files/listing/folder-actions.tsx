import { FolderPlus, MoreHorizontal, Package, Pencil, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { IconButton } from '../../../ui/icon-button';
import { toast } from '../../../ui/toaster';
import type { FolderListing } from '../api/files-types';
import { useBatchDelete } from '../api/use-batch-delete';
import { BlockingSpinner } from './blocking-spinner';
import { ExportModal } from './export-modal';

/** Folder actions by can.add_files, create_subfolders, update and destroy (part 3 section 6). */
export const FolderActions = ({
  folder,
  prefix,
  timeZone,
}: {
  folder: FolderListing;
  prefix: string;
  timeZone: string | undefined;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useBatchDelete();
  const parent = folder.folder_path.at(-2);
  const isRoot = folder.parent_folder_id === null;

  const destroy = () => {
    setDeleting(false);
    remove.mutate(
      { file_ids: [], folder_ids: [folder.id] },
      {
        onSuccess: () => {
          toast.success(t('js.delete_successful'));
          navigate(parent ? `${prefix}/files/folders/${parent.id}` : `${prefix}/files`, { replace: true });
        },
        onError: () => toast.error(t('js.generic_error')),
      },
    );
  };

  return (
    <div className="flex items-center gap-2">
      {folder.can.add_files ? (
        <Link to={`${prefix}/files/new?folder_id=${folder.id}`} className={buttonClasses('primary', 'md')}>
          <Upload aria-hidden className="size-4" />
          {t('js.files.add_files')}
        </Link>
      ) : null}
      {folder.can.create_subfolders ? (
        <Link
          to={`${prefix}/files/folders/new?folder_id=${folder.id}`}
          className={buttonClasses('secondary', 'md')}
        >
          <FolderPlus aria-hidden className="size-4" />
          <span className="hidden sm:inline">{t('js.files.new_folder')}</span>
        </Link>
      ) : null}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton
            label={t('js.files.folder_actions')}
            icon={<MoreHorizontal aria-hidden className="size-5" />}
            className="border border-border-strong bg-surface"
          />
        </DropdownMenuTrigger>
        <DropdownMenuContent label={t('js.files.folder_actions')}>
          <DropdownMenuItem icon={<Package />} onSelect={() => setExporting(true)}>
            {t('js.files.export.action')}
          </DropdownMenuItem>
          {folder.can.update ? (
            <DropdownMenuItem
              icon={<Pencil />}
              onSelect={() => navigate(`${prefix}/files/folders/${folder.id}/edit`)}
            >
              {t('js.files.edit_folder')}
            </DropdownMenuItem>
          ) : null}
          {folder.can.destroy && !isRoot ? (
            <DropdownMenuItem icon={<Trash2 />} className="text-danger" onSelect={() => setDeleting(true)}>
              {t('js.files.delete_folder')}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <ExportModal folder={folder} open={exporting} onOpenChange={setExporting} timeZone={timeZone} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('js.files.delete_folder_title', { name: folder.name })}
        description={t('js.files.delete_folder_text')}
        confirmLabel={t('js.files.delete_folder')}
        destructive
        onConfirm={destroy}
      />
      {remove.isPending ? <BlockingSpinner label={t('js.files.batch.deleting')} /> : null}
    </div>
  );
};
