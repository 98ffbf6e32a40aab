import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Card } from '../../../ui/card';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { AdminPageHeader } from '../admin-page-header';
import {
  useAdminGroupCategories,
  useCreateGroupCategory,
  useUpdateGroupCategory,
} from '../api/group-categories';
import { CategoryForm, type CategoryFormValues, categoryBody } from './category-form';

const LIST = '/administration/group-categories';

const Page = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <AdminPageHeader
        title={title}
        back={{ to: LIST, label: t('js.administration_lists.categories_title') }}
      />
      <Card>{children}</Card>
    </div>
  );
};

/** /administration/group-categories/new */
export const NewCategoryPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateGroupCategory();
  const submit = async (values: CategoryFormValues) => {
    const category = await create.mutateAsync(categoryBody(values));
    toast.success(t('js.saving_successful'));
    navigate(`${LIST}/${category.id}/edit`, { replace: true });
  };
  return (
    <Page title={t('js.administration_lists.new_category')}>
      <CategoryForm onSubmit={submit} />
    </Page>
  );
};

/** /administration/group-categories/{id}/edit */
export const EditCategoryPage = () => {
  const { t } = useTranslation();
  const { categoryId = '' } = useParams();
  const categories = useAdminGroupCategories();
  const update = useUpdateGroupCategory(categoryId);
  const category = categories.data?.entries.find((entry) => entry.id === categoryId);
  const submit = async (values: CategoryFormValues) => {
    await update.mutateAsync(categoryBody(values));
    toast.success(t('js.saving_successful'));
  };
  return (
    <Page title={t('js.administration_lists.edit_category')}>
      {categories.isPending ? (
        <LoadingState />
      ) : category ? (
        <CategoryForm key={category.id} category={category} onSubmit={submit} />
      ) : (
        <ErrorState
          message={categories.isError ? undefined : t('js.administration_lists.category_not_found')}
          onRetry={() => void categories.refetch()}
        />
      )}
    </Page>
  );
};
