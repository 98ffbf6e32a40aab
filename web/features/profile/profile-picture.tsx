import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberProfileForm } from '../../../contract/members';
import { isApiError } from '../../app/api/client';
import { fieldMessageText } from '../../ui/form/field-message';
import { ImageUpload } from '../../ui/image-crop/image-upload';
import { toast } from '../../ui/toaster';
import { useChangePicture } from './api/use-profile';

/** The member's picture: choose, crop (square), upload and save at once; removing brings back the initials. */
export const ProfilePicture = ({ form }: { form: MemberProfileForm }) => {
  const { t } = useTranslation();
  const change = useChangePicture(form.id);
  const [preview, setPreview] = useState(form.images.medium);
  const [problem, setProblem] = useState<string[]>([]);

  const apply = async (fileId: string | null, localPreview: string | null) => {
    setProblem([]);
    try {
      const answer = await change.mutateAsync(fileId);
      setPreview(localPreview ?? answer.images.medium);
      toast.success(t(fileId ? 'js.profile.picture_saved' : 'js.profile.picture_removed'));
    } catch (error) {
      const field = isApiError(error) ? error.fields.file_id : undefined;
      if (field) setProblem(field.map((message) => fieldMessageText(t, message)));
      else toast.error(t('js.saving_failure'));
    }
  };

  const generated = preview?.endsWith('/avatar.svg') ?? true;
  return (
    <div className="space-y-2">
      <ImageUpload
        label={t('js.profile.picture')}
        previewUrl={preview}
        aspect={1}
        outputWidth={457}
        shape="round"
        onUploaded={(id, url) => void apply(id, url)}
        onRemove={generated ? undefined : () => void apply(null, null)}
      />
      {problem.map((text) => (
        <p key={text} role="alert" className="text-sm text-danger">
          {text}
        </p>
      ))}
    </div>
  );
};
