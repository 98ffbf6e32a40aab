import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toaster';
import type { FileDetail } from '../api/files-types';
import { useNewVersion } from '../api/use-new-version';
import { UploadModal } from '../upload/upload-modal';

/** Uploads one file as the next version; in an approval folder it waits as a pending version. */
export const NewVersionButton = ({ file }: { file: FileDetail }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const newVersion = useNewVersion(file.id);
  const submit = async (items: { id: string | null }[]) => {
    const uploadId = items[0]?.id;
    if (!uploadId) return;
    try {
      const result = await newVersion.mutateAsync({ upload_id: uploadId, description: '' });
      toast.success(t(result.pending_version ? 'js.files.version_pending' : 'js.files.version_uploaded'));
    } catch {
      toast.error(t('js.saving_failure'));
      throw new Error('version not saved');
    }
  };
  return (
    <>
      <Button icon={<Upload aria-hidden className="size-4" />} onClick={() => setOpen(true)}>
        {t('js.files.upload_new_version')}
      </Button>
      <UploadModal
        open={open}
        onOpenChange={setOpen}
        maxFiles={1}
        title={t('js.files.upload_new_version')}
        submitLabel={t('js.files.save_version')}
        onSubmit={submit}
      />
    </>
  );
};
