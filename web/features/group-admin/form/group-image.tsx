import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/client';
import type { Group } from '../../../app/api/types';
import { fieldMessageText } from '../../../ui/form/field-message';
import { ImageUpload } from '../../../ui/image-crop/image-upload';
import { toast } from '../../../ui/toaster';
import { useChangeGroupImage } from '../api/use-group-writes';

/**
 * The group's profile image: choose, crop (square), upload and save at once, as profile pictures do;
 * removing brings back the initials.
 */
export const GroupImage = ({ group }: { group: Group }) => {
  const { t } = useTranslation();
  const change = useChangeGroupImage(group);
  const [preview, setPreview] = useState(group.profile_image);
  const [problem, setProblem] = useState<string[]>([]);

  const apply = async (fileId: string | null, localPreview: string | null) => {
    setProblem([]);
    try {
      const answer = await change.mutateAsync(fileId);
      setPreview(localPreview ?? answer.profile_image);
      toast.success(t(fileId ? 'js.group_admin.image_saved' : 'js.group_admin.image_removed'));
    } catch (error) {
      const fields = isApiError(error) ? (error.fields.file_id ?? error.fields.base) : undefined;
      if (fields) setProblem(fields.map((message) => fieldMessageText(t, message)));
      else toast.error(t('js.saving_failure'));
    }
  };

  return (
    <div className="space-y-2">
      <ImageUpload
        label={t('js.group_admin.image')}
        previewUrl={preview}
        aspect={1}
        outputWidth={457}
        onUploaded={(id, url) => void apply(id, url)}
        onRemove={() => void apply(null, null)}
      />
      {problem.map((text) => (
        <p key={text} role="alert" className="text-sm text-danger">
          {text}
        </p>
      ))}
    </div>
  );
};
