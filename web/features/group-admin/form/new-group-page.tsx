import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../app/api/client';
import { dataName } from '../../../i18n/data-names';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { NotFoundPage } from '../../errors';
import { useCreateGroup } from '../api/use-group-writes';
import { useNewGroup } from '../api/use-new-group';
import { GroupForm } from './group-form';
import { GroupAdminPage } from './page-frame';

/** /groups/new/{categorySlug}: a new group in the category; its creator becomes its administrator. */
export const NewGroupPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { categorySlug = '' } = useParams();
  const form = useNewGroup(categorySlug);
  const create = useCreateGroup();
  if (form.isPending) return <LoadingState />;
  if (form.isError) {
    if (isApiError(form.error) && form.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void form.refetch()} />;
  }
  const { category } = form.data;
  return (
    <GroupAdminPage title={t('js.group_admin.new_title', { category: dataName(t, category.name) })}>
      <GroupForm
        initial={form.data.group}
        accessOptions={form.data.access_options}
        activeMainGroup={false}
        submitLabel={t('js.group_admin.create')}
        onCancel={() => navigate(-1)}
        onSubmit={async (values) => {
          const group = await create.mutateAsync({ group: { ...values, group_category_id: category.id } });
          toast.success(t('js.group_admin.created_toast', { group: group.name }));
          return `/groups/${group.slug}`;
        }}
      />
    </GroupAdminPage>
  );
};

export { NewGroupPage as Component };
