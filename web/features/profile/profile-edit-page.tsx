import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Card } from '../../ui/card';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { useProfileForm, useUpdateProfile } from './api/use-profile';
import { ProfileForm } from './profile-form';
import { ProfilePicture } from './profile-picture';

/** /members/{id}/edit: the member's profile, for the member and network administrators. */
export const ProfileEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { memberId = '' } = useParams();
  const form = useProfileForm(memberId);
  const update = useUpdateProfile(memberId);
  useDocumentTitle(t('js.profile.edit_title'));
  if (form.isPending) return <LoadingState />;
  if (form.isError) {
    if (isApiError(form.error) && form.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void form.refetch()} />;
  }
  const back = () => navigate(`/members/${memberId}`);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
      <h1 className="text-xl font-semibold text-ink">{t('js.profile.edit_title')}</h1>
      <Card className="p-5">
        <ProfilePicture key={`picture-${form.data.id}`} form={form.data} />
      </Card>
      <Card className="p-5">
        <ProfileForm
          key={form.data.id}
          form={form.data}
          onDone={back}
          onSave={async (member) => {
            await update.mutateAsync({ member });
            toast.success(t('js.saving_successful'));
          }}
        />
      </Card>
    </div>
  );
};

export { ProfileEditPage as Component };
